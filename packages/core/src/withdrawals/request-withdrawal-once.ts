import type { CreateWithdrawalInput, WithdrawalView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { withIdempotency, type IdempotentAnswer } from '../idempotency/with-idempotency';
import { requestWithdrawal } from './request-withdrawal';

/**
 * POST withdrawals with an optional Idempotency-Key (DESIGN §4): a replay returns the first answer
 * and moves no money; the same key with another amount is 422. Keys are scoped to the company.
 */
export async function requestWithdrawalOnce({
  deps,
  actor,
  input,
  idempotencyKey,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateWithdrawalInput;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<{ data: WithdrawalView }>> {
  return withIdempotency({
    db: deps.db,
    scope: `company:${actor.companyId}:POST /withdrawals`,
    key: idempotencyKey,
    request: { amount: input.amount.toString() },
    now: deps.now(),
    run: async () => ({ statusCode: 201, body: { data: await requestWithdrawal({ deps, actor, input }) } }),
  });
}
