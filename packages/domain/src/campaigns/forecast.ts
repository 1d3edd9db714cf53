import { z } from '../zod';
import { platformPeople } from '../audiences/reach';
import type { BidType } from './enumerations';

/**
 * What a campaign is forecast to deliver when it is set up (issue 29: "forecast versus delivered
 * for every finished campaign"): per strategy, the impressions its budget buys at its bid, and the
 * people of its audience (segments × locations, the reach model of audiences/reach.ts) those
 * impressions reach with random (Poisson) exposure: reach = audience × (1 − e^(−impressions ÷ audience)).
 * The campaign's forecast sums its strategies (reach capped at the platform's people).
 */
export const forecastModel = 'v1-budget-bid-poisson';
/** A CPC bid's impressions assume this click-through rate. */
export const forecastAssumedCtr = 0.005;
/** A CPV bid's impressions assume this share of impressions viewed. */
export const forecastAssumedViewRate = 0.3;
/** A strategy without a usable bid is forecast at this CPM (minor units per thousand). */
export const forecastFallbackCpmMinor = 800n;

export interface ForecastStrategy {
  /** Minor units; none → nothing forecast. */
  budget: bigint | null;
  bid: { type: BidType; amount: bigint } | null;
  /** People in its audience (segments × locations). */
  audiencePeople: number;
}

export interface CampaignForecast {
  impressions: number;
  reach: number;
}

/** Impressions a budget buys at a bid (a CPM bid: budget ÷ CPM × 1000; CPC and CPV by their assumed rates). */
export function strategyImpressions({ budget, bid }: Pick<ForecastStrategy, 'budget' | 'bid'>): number {
  if (budget === null || budget <= 0n) return 0;
  const amount = bid && bid.amount > 0n ? bid.amount : null;
  if (!amount || !bid) return Math.floor((Number(budget) * 1000) / Number(forecastFallbackCpmMinor));
  if (bid.type === 'CPC') return Math.floor(Number(budget) / Number(amount) / forecastAssumedCtr);
  if (bid.type === 'CPV') return Math.floor(Number(budget) / Number(amount) / forecastAssumedViewRate);
  return Math.floor((Number(budget) * 1000) / Number(amount));
}

/** People of an audience reached by `impressions` served at random among them. */
export function coverageReach(audience: number, impressions: number): number {
  if (audience <= 0 || impressions <= 0) return 0;
  return Math.round(audience * (1 - Math.exp(-impressions / audience)));
}

export function campaignForecast(strategies: readonly ForecastStrategy[]): CampaignForecast {
  let impressions = 0;
  let reach = 0;
  for (const strategy of strategies) {
    const bought = strategyImpressions(strategy);
    impressions += bought;
    reach += coverageReach(strategy.audiencePeople, bought);
  }
  return { impressions, reach: Math.min(reach, platformPeople) };
}

/** Delivered ÷ forecast, null without a forecast. */
export const forecastRatio = (delivered: number, forecast: number): number | null =>
  forecast > 0 ? delivered / forecast : null;

/* eslint-disable no-restricted-syntax -- answers the server writes, not input */
const figures = z.object({
  impressions: z.number().int().nonnegative(),
  reach: z.number().int().nonnegative(),
});

/** `GET campaigns/{id}/forecast`: forecast at set-up against what the campaign delivered. */
export const campaignForecastViewSchema = z.object({
  campaign_id: z.string(),
  /** The campaign finished (the comparison is final). */
  finished: z.boolean(),
  /** Null when the campaign was published before forecasts were kept. */
  forecast: figures.extend({ estimated_at: z.string(), model: z.string() }).nullable(),
  /** Over its flight so far (start to end or today), from the report engine (reach: distinct people); null without an event store. */
  delivered: figures.nullable(),
});
export type CampaignForecastView = z.output<typeof campaignForecastViewSchema>;
/* eslint-enable no-restricted-syntax */
