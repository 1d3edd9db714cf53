import type { Db } from '@verba/db';

/** A recorded pixel hit with a visitor id: the delivery side may attribute it as a conversion. */
export interface PixelConversion {
  pixelEventId: string;
  advertiserId: string;
  visitorId: string;
  /** Minor units of the advertiser's currency, or null. */
  value: number | null;
  at: Date;
}

export type ConversionHook = (conversion: PixelConversion) => Promise<void>;

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
