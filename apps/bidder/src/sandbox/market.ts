/**
 * What the sandbox exchange's market pays for one imp: the median CPM of the other buyers' bids
 * and how many of them bid, from what real buyers price on (format and size, placement, the
 * property's tier, desktop or mobile, the hour in São Paulo), with a per-imp spread for the user
 * and the page. Publishers set their floors as a fraction of it (traffic.ts); the auction draws
 * the competitors from it (auction.ts). Figures are invented but in the range of Brazilian open
 * exchanges (median BRL CPM: a 320x50 ~R$ 4, a 300x250 ~R$ 6, native ~R$ 8, in-stream video
 * ~R$ 28), so a display bid of R$ 5–7 wins some 20–40 % of its auctions.
 */
import type { Property } from './catalogue';
import { dailyTrafficFactor } from './daily-curve';
import type { Random } from './random';

export interface ImpMarket {
  /** Median of the competitors' bids, BRL per CPM. */
  medianCpmBrl: number;
  /** Mean number of competing buyers (the count is Poisson around it). */
  competitors: number;
}

export type ImpFormat =
  | { kind: 'banner'; w: number; h: number; aboveTheFold: boolean }
  | { kind: 'native' }
  | { kind: 'video'; inStream: boolean }
  | { kind: 'audio' };

export interface ImpContext {
  format: ImpFormat;
  property: Property;
  desktop: boolean;
  at: Date;
  /** Offered in a PMP deal: fewer buyers hold it. */
  deal: boolean;
}

/** Median BRL CPM of a banner by size (mobile, standard site, daytime). */
const bannerCpmBrl: Record<string, number> = {
  '300x250': 6.2,
  '320x50': 4,
  '300x600': 9,
  '728x90': 5,
  '160x600': 4,
};
const otherBannerCpmBrl = 4.5;
const kindCpmBrl = { native: 8, inStreamVideo: 28, outStreamVideo: 17, audio: 15 } as const;

export type PropertyTier = 'premium' | 'standard' | 'longTail';

/** The bigger a property's audience, the more buyers want it and the more they pay. */
export function tierOf(property: Property): PropertyTier {
  if (property.weight >= 6) return 'premium';
  return property.weight <= 2 ? 'longTail' : 'standard';
}

const tierFactor = { premium: 1.35, standard: 1, longTail: 0.7 } as const;
const tierBuyers = { premium: 7, standard: 5, longTail: 3 } as const;
/** How much the per-imp value (user, page, viewability) spreads around the placement's median. */
const impSpread = 0.3;

function formatCpmBrl(format: ImpFormat): number {
  switch (format.kind) {
    case 'banner':
      return (
        (bannerCpmBrl[`${format.w}x${format.h}`] ?? otherBannerCpmBrl) * (format.aboveTheFold ? 1.2 : 0.8)
      );
    case 'native':
      return kindCpmBrl.native;
    case 'video':
      return format.inStream ? kindCpmBrl.inStreamVideo : kindCpmBrl.outStreamVideo;
    case 'audio':
      return kindCpmBrl.audio;
  }
}

/** Demand follows the audience: buyers pay a little more at the evening peak than at 4h. */
const hourFactor = (at: Date) => 0.8 + 0.2 * dailyTrafficFactor(at);

export function impMarket(random: Random, context: ImpContext): ImpMarket {
  const tier = tierOf(context.property);
  const median =
    formatCpmBrl(context.format) *
    tierFactor[tier] *
    (context.desktop ? 1.15 : 1) *
    hourFactor(context.at) *
    random.logNormal(0, impSpread);
  const buyers = tierBuyers[tier] * (context.deal ? 0.3 : 1);
  return { medianCpmBrl: Number(median.toFixed(4)), competitors: buyers };
}

/** A publisher's floor: a fraction of what the market pays (median 45 %, 15–90 %). */
export function floorFraction(random: Random): number {
  return Math.min(0.9, Math.max(0.15, 0.45 * random.logNormal(0, 0.35)));
}
