import type { WithdrawalView } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { findWithdrawal } from './find-withdrawal';
import { toWithdrawalView } from './withdrawal-view';

/** One withdrawal of the actor's company (NOT_FOUND for another company's). */
export async function getWithdrawal({
  deps,
  actor,
  id,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
}): Promise<WithdrawalView> {
  return toWithdrawalView(await findWithdrawal({ db: deps.db, id, companyId: actor.companyId }));
}
