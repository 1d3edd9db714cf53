import type { Deps } from '../deps';
import { findPaymentOrderByPublicId } from './find-payment-order';
import { offersSandboxControls, toPublicPaymentOrder } from './order-view';

/** The public payment page's data (no login): the unguessable id is the only key. */
export async function getPublicPaymentOrder({ deps, publicId }: { deps: Deps; publicId: string }) {
  const { order, advertiserDisplayName } = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  return toPublicPaymentOrder(order, advertiserDisplayName, {
    sandbox: offersSandboxControls(order, deps.config),
  });
}
