import type { Db } from '@verba/db';

/** A recorded pixel hit with a visitor id: the delivery side may attribute it as a conversion. */
export interface PixelConversion {
  pixelEventId: string;
  /** The pixel's owner: a touch of any other company is never attributed. */
  companyId: string;
  advertiserId: string;
  visitorId: string;
  /** Minor units of the advertiser's currency, or null. */
  value: number | null;
  at: Date;
}

/**
 * What became of it: attributed to a billed touch; no touch in the windows; or only a touch of a
 * bid nobody billed (counted on the pixel page, attributed nothing).
 */
export type ConversionOutcome = 'attributed' | 'no_touch' | 'unbilled_touch';

export type ConversionHook = (conversion: PixelConversion) => Promise<ConversionOutcome>;

const hooks = new WeakMap<Db, ConversionHook>();

/**
 * Injects what happens to a recorded hit with a visitor id (the bidder's conversion attribution,
 * apps/bidder/src/server/conversions.ts). Without one, pixel collection only records hits.
 */
export function provideConversionHook(deps: { db: Db }, hook: ConversionHook): void {
  hooks.set(deps.db, hook);
}

export function conversionHookOf(deps: { db: Db }): ConversionHook | undefined {
  return hooks.get(deps.db);
}
