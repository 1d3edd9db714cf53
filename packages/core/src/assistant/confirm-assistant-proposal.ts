import { and, eq } from 'drizzle-orm';
import { assistantProposals } from '@verba/db';
import { parseMoneyInput } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { isUuid } from '../ids';
import type { ProposalCard } from './parts';
import { assistantToolOf } from './tools/registry';

export interface ConfirmProposalAnswer {
  id: string;
  status: 'done' | 'failed' | 'running';
  /** The error code when it failed (its message is the API's). */
  error: string | null;
  /** True when this confirmation found the change already confirmed (it ran once). */
  replayed: boolean;
}

/** Runs a confirmed card's stored input through its tool's use case, as the user, via the assistant. */
async function execute(deps: Deps, actor: Actor, kind: string, input: Record<string, unknown>) {
  const tool = assistantToolOf(kind);
  if (!tool?.confirm) throw fail('NOT_FOUND');
  await tool.confirm({ deps, actor: { ...actor, via: 'assistant' }, input });
}

/**
 * `POST assistant/proposals/{id}/confirm`: runs a proposed change once, as the user who was shown
 * it (another user's or company's proposal is NOT_FOUND), through the same use case as the API,
 * audited with `via: 'assistant'`. The first confirmation claims it (pending → running in one
 * conditional UPDATE); any later one gets the stored outcome without running it again. A change
 * that raises spend needs the exact amount typed (ASSISTANT_AMOUNT_MISMATCH otherwise).
 */
export async function confirmAssistantProposal({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { proposalId: string; typedAmount?: string | undefined };
}): Promise<ConfirmProposalAnswer> {
  if (!isUuid(input.proposalId)) throw fail('NOT_FOUND');
  const mine = and(
    eq(assistantProposals.id, input.proposalId),
    eq(assistantProposals.userId, actor.userId),
    eq(assistantProposals.companyId, actor.companyId),
  );
  const [proposal] = await deps.db.select().from(assistantProposals).where(mine).limit(1);
  if (!proposal) throw fail('NOT_FOUND');
  if (proposal.status === 'pending' && proposal.requiredAmount !== null) {
    const typed = parseMoneyInput(input.typedAmount ?? '', { language: actor.language });
    if (typed.status !== 'ok' || typed.cents !== proposal.requiredAmount)
      throw fail('ASSISTANT_AMOUNT_MISMATCH');
  }
  const now = deps.now();
  const [claimed] = await deps.db
    .update(assistantProposals)
    .set({ status: 'running', confirmedAt: now })
    .where(and(mine, eq(assistantProposals.status, 'pending')))
    .returning();
  if (!claimed) {
    const [stored] = await deps.db.select().from(assistantProposals).where(mine).limit(1);
    const status = stored!.status === 'done' || stored!.status === 'failed' ? stored!.status : 'running';
    return {
      id: proposal.id,
      status,
      error: (stored!.result?.error as string | undefined) ?? null,
      replayed: true,
    };
  }
  let error: string | null = null;
  try {
    await execute(deps, actor, claimed.kind, claimed.input);
  } catch (caught) {
    if (!(caught instanceof DomainError)) {
      await deps.db
        .update(assistantProposals)
        .set({ status: 'failed', result: { error: 'INTERNAL' } })
        .where(mine);
      throw caught;
    }
    error = caught.code;
  }
  const card = claimed.diff as unknown as ProposalCard;
  await deps.db
    .update(assistantProposals)
    .set({
      status: error ? 'failed' : 'done',
      result: error ? { error } : { done: true },
      diff: { ...card, status: error ? 'failed' : 'done' },
    })
    .where(mine);
  return { id: proposal.id, status: error ? 'failed' : 'done', error, replayed: false };
}
