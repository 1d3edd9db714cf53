import { and, eq, inArray, isNull } from 'drizzle-orm';
import { notifications } from '@verba/db';
import type { Actor, Deps } from '../deps';

/** `POST notifications/read`: marks the given notices (or all) of the signed-in user read; answers the unread left. */
export async function markNotificationsRead({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { ids?: string[] | undefined };
}): Promise<{ unread: number }> {
  const mine = and(eq(notifications.userId, actor.userId), eq(notifications.companyId, actor.companyId), isNull(notifications.readAt));
  await deps.db
    .update(notifications)
    .set({ readAt: deps.now() })
    .where(and(mine, input.ids ? inArray(notifications.id, input.ids.length ? input.ids : ['00000000-0000-0000-0000-000000000000']) : undefined));
  const left = await deps.db.select({ id: notifications.id }).from(notifications).where(mine);
  return { unread: left.length };
}
