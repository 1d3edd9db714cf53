import { and, eq, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders, type DbOrTx, type PaymentOrderRow } from '@verba/db';
import { fail } from '../errors';
import { isPaymentPublicId } from './public-id';
import { isUuid } from '../ids';

export interface FoundPaymentOrder {
  order: PaymentOrderRow;
  advertiserDisplayName: string;
}

/**
 * An order by internal id, within `companyId` when given (platform staff look across companies).
 * NOT_FOUND also for another company's order (DESIGN §4).
 */
export async function findPaymentOrder({
  db,
  id,
  companyId,
  forUpdate = false,
}: {
  db: DbOrTx;
  id: string;
  companyId: string | null;
  forUpdate?: boolean;
}): Promise<FoundPaymentOrder> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const where = companyId ? and(eq(paymentOrders.id, id), eq(paymentOrders.companyId, companyId))! : eq(paymentOrders.id, id);
  return one(db, where, forUpdate);
}

/** An order by the unguessable id of its public page, or NOT_FOUND. */
export async function findPaymentOrderByPublicId({ db, publicId, forUpdate = false }: { db: DbOrTx; publicId: string; forUpdate?: boolean }): Promise<FoundPaymentOrder> {
  if (!isPaymentPublicId(publicId)) throw fail('NOT_FOUND');
  return one(db, eq(paymentOrders.publicId, publicId), forUpdate);
}

async function one(db: DbOrTx, where: SQL, forUpdate: boolean): Promise<FoundPaymentOrder> {
  const query = db
    .select({ order: paymentOrders, advertiserDisplayName: advertisers.displayName })
    .from(paymentOrders)
    .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
    .where(where)
    .limit(1);
  const [row] = forUpdate ? await query.for('update', { of: paymentOrders }) : await query;
  if (!row) throw fail('NOT_FOUND');
  return row;
}
