import type { Actor, Deps } from '../deps';
import { findPaymentOrder } from './find-payment-order';
import { toPaymentOrderView } from './order-view';

/** One order of the actor's company (NOT_FOUND for another company's). */
export async function getPaymentOrder({ deps, actor, id }: { deps: Deps; actor: Actor; id: string }) {
  const { order, advertiserDisplayName } = await findPaymentOrder({ db: deps.db, id, companyId: actor.companyId });
  return toPaymentOrderView(order, advertiserDisplayName, deps.config);
}
