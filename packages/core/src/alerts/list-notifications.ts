import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { notifications } from '@verba/db';
import type { Actor, Deps } from '../deps';

export interface NotificationView {
  id: string;
  alert_type: string;
  kind: 'firing' | 'resolved' | 'digest';
  severity: string;
  params: Record<string, string | number>;
  link: string | null;
  read: boolean;
  created_at: string;
}

/**
 * `GET notifications`: the signed-in user's own notices, newest first (the bell and its page),
 * with the unread count. `before` pages back by creation time.
 */
export async function listNotifications({
  deps,
  actor,
  input = {},
}: {
  deps: Deps;
  actor: Actor;
  input?: { limit?: number; before?: Date; unreadOnly?: boolean };
}): Promise<{ data: NotificationView[]; unread: number }> {
  const limit = Math.min(input.limit ?? 20, 100);
  const mine = and(eq(notifications.userId, actor.userId), eq(notifications.companyId, actor.companyId));
  const rows = await deps.db
    .select()
    .from(notifications)
    .where(
      and(
        mine,
        input.before ? lt(notifications.createdAt, input.before) : undefined,
        input.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [unread] = await deps.db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.readAt)));
  return {
    data: rows.map((r) => ({
      id: r.id,
      alert_type: r.alertType,
      kind: r.kind,
      severity: r.severity,
      params: r.params,
      link: r.link,
      read: r.readAt !== null,
      created_at: r.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}
