import type { Logger } from 'pino';
import { saoPauloDateOf } from '@verba/domain';
import { mergeReasons, setupReasons, type StrategySetup } from '@verba/domain/delivery/not-delivering';
import type { StrategyDeliveryRow } from '@verba/domain/delivery/views';
import type { CampaignTreeRows } from '../../campaigns/campaign-tree';
import type { LedgerReservation } from '../../ledger/types';
import type { DeliveryDiagnostics } from './diagnostics';
import { totalsView } from './delivery-figures';
import type { CampaignEventFigures } from './event-figures';

type NoBidCounts = Awaited<ReturnType<DeliveryDiagnostics>>;

/** The bidders' reasons, or none when no provider is attached or it fails (the page still answers). */
export async function bidderReasons({
  diagnostics,
  strategyIds,
  logger,
}: {
  diagnostics: DeliveryDiagnostics | undefined;
  strategyIds: readonly string[];
  logger: Logger;
}): Promise<NoBidCounts> {
  if (!diagnostics || strategyIds.length === 0) return new Map();
  try {
    return await diagnostics(strategyIds);
  } catch (error) {
    logger.warn({ err: error }, 'delivery diagnostics unavailable');
    return new Map();
  }
}

/** One row per strategy of the tree: its figures and why it is not delivering. */
export function strategyRows({
  tree,
  reservation,
  creatives,
  figures,
  noBids,
  now,
  only,
  channel,
}: {
  tree: CampaignTreeRows;
  reservation: LedgerReservation | null;
  creatives: { approved: number; pending: number; rejected: number };
  figures: CampaignEventFigures;
  noBids: NoBidCounts;
  now: Date;
  only?: string;
  /** Channel campaigns: the platform's state (issue 27, lifecycle/channel-setup.ts). */
  channel?: StrategySetup['channel'];
}): StrategyDeliveryRow[] {
  const today = saoPauloDateOf(now);
  const c = tree.campaign;
  return tree.strategies
    .filter((s) => only === undefined || s.id === only)
    .map((s) => {
      const group = tree.groups.find((g) => g.id === s.groupId);
      const totals = figures.strategies.get(s.id);
      const recent = figures.lastHour.get(s.id);
      const setup = setupReasons({
        today,
        campaign: { type: c.type, status: c.status, startDate: c.startDate, endDate: c.endDate },
        group: {
          status: group?.status ?? 'inactive',
          startDate: group?.startDate ?? null,
          endDate: group?.endDate ?? null,
        },
        strategy: { status: s.status },
        creatives,
        reservationRemaining: reservation ? reservation.remaining : null,
        strategyBudget: s.budget,
        strategySpendMicros: totals?.spendMicros ?? 0n,
        ...(channel && { channel }),
      });
      return {
        id: s.id,
        name: s.name,
        group_id: s.groupId,
        group_name: group?.name ?? null,
        status: s.status,
        budget: s.budget === null ? null : s.budget.toString(),
        totals: totalsView(totals),
        reasons: mergeReasons({
          setup,
          bidder: noBids.get(s.id),
          deliveredLately: (recent?.impressions ?? 0) > 0 || (recent?.wins ?? 0) > 0,
        }),
      };
    });
}
