import { and, desc, eq, inArray } from 'drizzle-orm';
import { assistantMessages, assistantProposals } from '@verba/db';
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
  // A card shows where its change stands now (confirmed since, or failed), not when it was drawn.
  const cardIds = rows.flatMap((m) =>
    (m.parts as AssistantPart[]).flatMap((p) => (p.kind === 'proposal' ? [p.proposal.id] : [])),
  );
  const statuses = new Map(
    cardIds.length === 0
      ? []
      : (
          await deps.db
            .select({ id: assistantProposals.id, status: assistantProposals.status })
            .from(assistantProposals)
            .where(and(inArray(assistantProposals.id, cardIds), eq(assistantProposals.userId, actor.userId)))
        ).map((r) => [r.id, r.status]),
  );
  return rows.reverse().map((m) => ({
    id: m.id,
    role: m.role,
    content: m.content,
    parts: (m.parts as AssistantPart[]).map((p) =>
      p.kind === 'proposal'
        ? { ...p, proposal: { ...p.proposal, status: statuses.get(p.proposal.id) ?? p.proposal.status } }
        : p,
    ),
    provider: m.provider,
    created_at: m.createdAt.toISOString(),
  }));
}
