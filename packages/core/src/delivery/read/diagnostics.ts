import type { NoBidReason } from '@verba/domain/delivery/contracts';

/**
 * The bidders' recent no-bid reasons per strategy (how often each was given lately), for the
 * pages' "not delivering" badges. Injected where a bidder runs (Deps.deliveryDiagnostics);
 * strategies it knows nothing about are left out of the map.
 */
export type DeliveryDiagnostics = (
  strategyIds: readonly string[],
) => Promise<ReadonlyMap<string, Partial<Record<NoBidReason, number>>>>;
