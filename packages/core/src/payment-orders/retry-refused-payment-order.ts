import { eq } from 'drizzle-orm';
import { paymentOrders } from '@verba/db';
import type { PaymentMethod } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { sqlStateOf } from '../ledger/db-errors';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { auditPaymentOrder } from './audit';
import { findPaymentOrderByPublicId } from './find-payment-order';
import { openPaymentOrder } from './open-payment-order';
import { offersSandboxControls, toPublicPaymentOrder } from './order-view';

/**
 * POST public/orders/:publicId/retry — a refused order's public page lets the payer try again
 * (issue 9): one new order for the same advertiser and amount, with the method chosen (another
 * card, or another method). The refused order stays refused; asking again answers the same new
 * order, so the public id of a refused order opens at most one more.
 */
export async function retryRefusedPaymentOrder({
  deps,
  publicId,
  method,
  ip,
}: {
  deps: Deps;
  publicId: string;
  method: PaymentMethod;
  ip?: string;
}) {
  const { order: refused, advertiserDisplayName } = await findPaymentOrderByPublicId({
    db: deps.db,
    publicId,
  });
  if (refused.status !== 'refused') throw fail('PAYMENT_ORDER_NOT_RETRYABLE');
  const earlier = await retryOf(deps, refused.id);
  if (earlier) return view(deps, earlier, advertiserDisplayName);

  const advertiser = await findAdvertiser({
    db: deps.db,
    companyId: refused.companyId,
    id: refused.advertiserId,
  });
  if (advertiser.status !== 'active') throw fail('ADVERTISER_INACTIVE', undefined, { context: 'payment' });
  try {
    const created = await openPaymentOrder({
      deps,
      advertiser,
      amount: refused.amount,
      method,
      createdByUserId: refused.createdByUserId,
      retryOf: refused.id,
      audit: (tx, order, at) =>
        auditPaymentOrder({
          db: tx,
          actor: null,
          ip,
          companyId: refused.companyId,
          orderId: order.id,
          action: 'payment_order.retried',
          metadata: { retry_of: refused.id, amount: refused.amount.toString(), method },
          at,
        }),
    });
    return view(deps, created, advertiser.displayName);
  } catch (error) {
    // A concurrent request opened it first.
    const raced = sqlStateOf(error) === '23505' ? await retryOf(deps, refused.id) : undefined;
    if (raced) return view(deps, raced, advertiser.displayName);
    throw error;
  }
}

async function retryOf(deps: Deps, refusedId: string) {
  const [row] = await deps.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.retryOf, refusedId))
    .limit(1);
  return row;
}

const view = (deps: Deps, order: typeof paymentOrders.$inferSelect, advertiserDisplayName: string) =>
  toPublicPaymentOrder(order, advertiserDisplayName, { sandbox: offersSandboxControls(order, deps.config) });
