import { randomUUID } from 'node:crypto';
import type { Banker } from '@verba/domain/delivery/budget/banker';
import type { EventStore } from '@verba/events';
import { billingEvent } from '../fake-event-store';

export interface SpendLoopOptions {
  banker: Banker;
  store: EventStore;
  campaignId: string;
  strategyIds: readonly string[];
  /** Epoch ms clock of the events. */
  now: () => number;
  /** Stops when this says so (a kill in-process), or after `idleMs` without a lease. */
  stopped?: () => boolean;
  idleMs?: number;
  onProgress?: (wins: number) => void;
}

/**
 * For the never-overspend tests: a bidder spending as fast as it can. Opens bids in batches of
 * five (so some are always open), wins seven in ten at the bid price, writes each win's billing
 * event before settling it, and loses the rest. Returns the micros it billed.
 */
export async function spendAsFastAsPossible({
  banker,
  store,
  campaignId,
  strategyIds,
  now,
  stopped = () => false,
  idleMs = 1_500,
  onProgress,
}: SpendLoopOptions): Promise<bigint> {
  let billed = 0n;
  let wins = 0;
  let idleSince = Date.now();
  let n = 0;
  while (!stopped() && Date.now() - idleSince < idleMs) {
    const open: { bidId: string; leaseId: string; strategyId: string; cost: bigint }[] = [];
    for (let k = 0; k < 5; k++) {
      const strategyId = strategyIds[n++ % strategyIds.length]!;
      const cost = BigInt(2_000 + ((n * 7_919) % 7_000));
      const bidId = randomUUID();
      const result = banker.tryOpen({ bidId, campaignId, strategyId, costMicros: cost });
      if (result.ok) open.push({ bidId, leaseId: result.leaseId, strategyId, cost });
    }
    if (open.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    idleSince = Date.now();
    for (const bid of open) {
      if (stopped()) return billed;
      const won = (n + bid.bidId.charCodeAt(0)) % 10 < 7;
      if (won) {
        await store.append([billingEvent({ ...bid, campaignId, costMicros: Number(bid.cost), at: now() })]);
        billed += bid.cost;
        wins += 1;
        onProgress?.(wins);
      }
      banker.settle(bid.bidId, { won, costMicros: won ? bid.cost : 0n });
    }
  }
  return billed;
}
