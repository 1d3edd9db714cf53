import { codes1Of } from './content-taxonomy-1';

export interface BidCategories {
  cat?: string[];
  cattax?: number;
}

const codes1 = new WeakMap<readonly string[], string[]>();

/**
 * What a bid declares of its advertiser's categories (Content Taxonomy 3.1 ids, tier-1 parents
 * included): on OpenRTB 2.6 the ids with `cattax` 7; on 2.5, which has no `cattax` and reads `cat`
 * as IAB 1.0 codes, the 1.0 codes they map back to (worked out once per strategy's list).
 */
export function bidCategories(
  adCategories: readonly string[] | undefined,
  version: '2.5' | '2.6',
): BidCategories {
  if (!adCategories?.length) return {};
  if (version === '2.6') return { cat: [...adCategories], cattax: 7 };
  let codes = codes1.get(adCategories);
  if (!codes) codes1.set(adCategories, (codes = codes1Of(adCategories)));
  return codes.length > 0 ? { cat: [...codes] } : {};
}
