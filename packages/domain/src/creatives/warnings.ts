import { searchAdLimits } from './search-ads';

/**
 * Warnings are returned beside a saved creative (they never refuse it); each code's message is
 * `creatives:warnings.<CODE>`.
 */
export const creativeWarningCodes = [
  'SEARCH_SITELINKS_BELOW_RECOMMENDED',
  'SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED',
  'ASSET_REQUIRES_CERTIFICATION',
] as const;
export type CreativeWarningCode = (typeof creativeWarningCodes)[number];

export interface CreativeWarningKey {
  code: CreativeWarningCode;
  field: string | null;
  params: Record<string, number | string>;
}

/** The recommendations of spec §5 a search ad may miss: 4 sitelinks, 20 to 30 keywords. */
export function searchAdWarnings(search: { sitelinks: readonly unknown[]; keywords: readonly unknown[] }) {
  const warnings: CreativeWarningKey[] = [];
  if (search.sitelinks.length < searchAdLimits.sitelinksRecommended)
    warnings.push({
      code: 'SEARCH_SITELINKS_BELOW_RECOMMENDED',
      field: 'search.sitelinks',
      params: { count: search.sitelinks.length, recommended: searchAdLimits.sitelinksRecommended },
    });
  const keywords = search.keywords.length;
  if (keywords < searchAdLimits.keywordsRecommendedMin || keywords > searchAdLimits.keywordsRecommendedMax)
    warnings.push({
      code: 'SEARCH_KEYWORDS_OUTSIDE_RECOMMENDED',
      field: 'search.keywords',
      params: {
        count: keywords,
        min: searchAdLimits.keywordsRecommendedMin,
        max: searchAdLimits.keywordsRecommendedMax,
      },
    });
  return warnings;
}
