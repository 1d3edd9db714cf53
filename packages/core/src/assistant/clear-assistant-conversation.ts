import { and, eq } from 'drizzle-orm';
import { assistantMessages } from '@verba/db';
import type { Actor, Deps } from '../deps';

/** `DELETE assistant/conversation`: the user starts over (their own messages only). */
export async function clearAssistantConversation({ deps, actor }: { deps: Deps; actor: Actor }) {
  await deps.db
    .delete(assistantMessages)
    .where(and(eq(assistantMessages.userId, actor.userId), eq(assistantMessages.companyId, actor.companyId)));
}
