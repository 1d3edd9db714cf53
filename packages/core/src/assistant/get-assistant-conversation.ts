import { and, desc, eq } from 'drizzle-orm';
import { assistantMessages } from '@verba/db';
import type { Actor, Deps } from '../deps';
import type { AssistantPart } from './parts';

/** `GET assistant/conversation`: the user's own conversation, oldest first (the last 100 messages). */
export async function getAssistantConversation({ deps, actor }: { deps: Deps; actor: Actor }) {
  const rows = await deps.db
    .select()
    .from(assistantMessages)
    .where(and(eq(assistantMessages.userId, actor.userId), eq(assistantMessages.companyId, actor.companyId)))
    .orderBy(desc(assistantMessages.createdAt))
    .limit(100);
  return rows.reverse().map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    parts: m.parts as AssistantPart[],
    provider: m.provider,
    created_at: m.createdAt.toISOString(),
  }));
}
