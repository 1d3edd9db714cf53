import { eq } from 'drizzle-orm';
import type { ExchangeView, SetExchangeStatusInput } from '@verba/domain';
import { exchanges } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { exchangeView } from './exchange-view';
import { auditExchange, requireStaff } from './exchange-rules';
import { findExchange } from './find-exchange';

/**
 * POST staff/exchanges/{id}/status — staff only. A paused exchange's bid requests are refused (403)
 * and its notices bill nothing from the bidders' next registry refresh on. Audited when it changes.
 */
export async function setExchangeStatus({
  deps,
  actor,
  id,
  input,
}: {
  deps: Pick<Deps, 'db' | 'now'>;
  actor: Actor;
  id: string;
  input: SetExchangeStatusInput;
}): Promise<ExchangeView> {
  requireStaff(actor);
  return deps.db.transaction(async (tx) => {
    const current = await findExchange({ db: tx, id, forUpdate: true });
    if (current.status === input.status) return exchangeView(current);
    const [row] = await tx
      .update(exchanges)
      .set({ status: input.status, updatedAt: deps.now() })
      .where(eq(exchanges.id, current.id))
      .returning();
    await auditExchange({
      db: tx,
      actor,
      action: input.status === 'paused' ? 'exchange.paused' : 'exchange.activated',
      exchangeId: current.id,
    });
    return exchangeView(row!);
  });
}
