import { saoPauloInstantsOf } from '@verba/domain';
import {
  breakdownRowsShown,
  type BreakdownDimension,
  type DeliveryBreakdown,
} from '@verba/domain/delivery/views';
import type { DeliveryTotals } from '@verba/events/event-store';
import type { Actor, Deps } from '../../deps';
import { findCampaign } from '../../campaigns/find-campaign';
import { brazilLocations } from '../../locations/brazil-locations';
import { totalsView } from './delivery-figures';

/** A state's or city's name for its rollup value; null for values that are their own label. */
function labelOf(dimension: BreakdownDimension, value: string): string | null {
  const places = brazilLocations();
  if (dimension === 'state') return places.stateByUf.get(value)?.name ?? null;
  if (dimension === 'city') {
    const city = /^\d{7}$/.test(value) ? places.cityByCode.get(Number(value)) : undefined;
    return city ? `${city.name} · ${city.uf}` : null;
  }
  return null;
}

const byImpressions = ([, a]: [string, DeliveryTotals], [, b]: [string, DeliveryTotals]) =>
  b.impressions - a.impressions || Number(b.spendMicros - a.spendMicros);

/**
 * GET campaigns/:id/delivery/breakdown: where and on what a campaign delivered — totals per state,
 * city, device, environment or site/app over São Paulo days (all time when open), from the event
 * store's rollups; the 50 values with most impressions, the rest counted. Another company's
 * campaign is NOT_FOUND.
 */
export async function getDeliveryBreakdown({
  deps,
  actor,
  campaignId,
  query,
}: {
  deps: Deps;
  actor: Actor;
  campaignId: string;
  query: { dimension: BreakdownDimension; from?: string; to?: string };
}): Promise<DeliveryBreakdown> {
  const campaign = await findCampaign({ db: deps.db, companyId: actor.companyId, id: campaignId });
  const { start, end } = saoPauloInstantsOf({ from: query.from, to: query.to });
  const totals = deps.events
    ? await deps.events.breakdown({
        campaignId: campaign.id,
        dimension: query.dimension,
        ...(start && { from: start }),
        ...(end && { to: end }),
      })
    : new Map<string, DeliveryTotals>();
  const ranked = [...totals].filter(([, t]) => t.impressions > 0 || t.spendMicros > 0n).sort(byImpressions);
  return {
    dimension: query.dimension,
    currency: campaign.currency,
    rows: ranked.slice(0, breakdownRowsShown).map(([value, t]) => ({
      value,
      label: labelOf(query.dimension, value),
      totals: totalsView(t),
    })),
    others: Math.max(0, ranked.length - breakdownRowsShown),
  };
}
