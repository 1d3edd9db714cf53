import { asc } from 'drizzle-orm';
import type { ExchangeView } from '@verba/domain';
import { exchanges } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { exchangeView } from './exchange-view';
import { requireStaff } from './exchange-rules';

/** GET staff/exchanges — staff only: every registered exchange (a handful), oldest first, no secrets. */
export async function listExchanges({
  deps,
  actor,
}: {
  deps: Pick<Deps, 'db' | 'config'>;
  actor: Actor;
}): Promise<{ data: ExchangeView[]; meta: { max_notice_window_seconds: number } }> {
  requireStaff(actor);
  const rows = await deps.db.select().from(exchanges).orderBy(asc(exchanges.createdAt), asc(exchanges.slug));
  return {
    data: rows.map(exchangeView),
    meta: { max_notice_window_seconds: deps.config.deliveryNoticeWindowSeconds },
  };
}
