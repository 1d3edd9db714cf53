import type { DbOrTx } from '@verba/db';
import { fail } from '../errors';
import { findPaymentOrder, findPaymentOrderByPublicId, type FoundPaymentOrder } from '../payment-orders/find-payment-order';
import { isUuid } from '../ids';

/**
 * A payment order of the company by its id or by the id of its public page (the NFS-e page is
 * reached from both); NOT_FOUND for another company's order.
 */
export async function findCompanyOrder({ db, orderId, companyId, forUpdate = false }: { db: DbOrTx; orderId: string; companyId: string; forUpdate?: boolean }): Promise<FoundPaymentOrder> {
  if (isUuid(orderId)) return findPaymentOrder({ db, id: orderId, companyId, forUpdate });
  const found = await findPaymentOrderByPublicId({ db, publicId: orderId, forUpdate });
  if (found.order.companyId !== companyId) throw fail('NOT_FOUND');
  return found;
}
