import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { paymentOrderCode } from '@verba/domain';
import { advertisers, companies, paymentOrders } from '@verba/db';
import type { ListStaffPaymentOrdersQuery, StaffPaymentOrder } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { pageMeta, totalColumn, totalOf } from '../paging';
import { likePattern, orderCodeCondition, paymentOrderFilterConditions } from './order-filters';
import { canConfirmDeposit, canConfirmRefund, canRequestRefund } from './staff-actions';

const rowColumns = {
  order: {
    id: paymentOrders.id,
    publicId: paymentOrders.publicId,
    number: paymentOrders.number,
    amount: paymentOrders.amount,
    currency: paymentOrders.currency,
    method: paymentOrders.method,
    status: paymentOrders.status,
    createdAt: paymentOrders.createdAt,
    paidAt: paymentOrders.paidAt,
    expiresAt: paymentOrders.expiresAt,
    gateway: paymentOrders.gateway,
  },
  company: { id: companies.id, tradeName: companies.tradeName, legalName: companies.legalName },
  advertiser: { id: advertisers.id, name: advertisers.name, displayName: advertisers.displayName },
};

/**
 * GET staff/payment-orders — the platform staff's payments back office: every company's payment
 * orders, newest first, paged; filters: status, method, São Paulo date range, and a text matching
 * the order's code, the company's trade or legal name, the advertiser's name or display name, or
 * the order's public id. Each row says
 * which staff actions (confirm a deposit, refund, confirm a refund sent) the order allows now, by the rules those use
 * cases enforce.
 */
export async function listStaffPaymentOrders({
  deps,
  actor,
  query,
}: {
  deps: Deps;
  actor: Actor;
  query: ListStaffPaymentOrdersQuery;
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const conditions: SQL[] = paymentOrderFilterConditions(query);
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      or(
        orderCodeCondition(query.search),
        // The matching companies and advertisers as id lists, so the orders' own index still gives the page.
        inArray(
          paymentOrders.companyId,
          deps.db
            .select({ id: companies.id })
            .from(companies)
            .where(or(ilike(companies.tradeName, pattern), ilike(companies.legalName, pattern))),
        ),
        inArray(
          paymentOrders.advertiserId,
          deps.db
            .select({ id: advertisers.id })
            .from(advertisers)
            .where(or(ilike(advertisers.name, pattern), ilike(advertisers.displayName, pattern))),
        ),
        ilike(paymentOrders.publicId, pattern),
      )!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = [desc(paymentOrders.createdAt), desc(paymentOrders.id)];
  // The page's ids come from the index alone (index-only scan, however deep the page); only the
  // page's rows are then read whole, with their company and advertiser.
  const pageIds = deps.db
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);

  const counted = deps.db.select({ total: count() }).from(paymentOrders).where(where);
  const rows = await deps.db
    .select({ ...rowColumns, total: totalColumn(counted) })
    .from(paymentOrders)
    .innerJoin(companies, eq(companies.id, paymentOrders.companyId))
    .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
    .where(inArray(paymentOrders.id, pageIds))
    .orderBy(...order);
  const total = await totalOf(rows, query.page, () => counted);
  const now = deps.now();
  const data: StaffPaymentOrder[] = rows.map(({ order, company, advertiser }) => ({
    id: order.id,
    public_id: order.publicId,
    code: paymentOrderCode(order.number),
    company: { id: company.id, name: company.tradeName || company.legalName },
    advertiser: { id: advertiser.id, name: advertiser.name, display_name: advertiser.displayName },
    amount: order.amount.toString(),
    currency: order.currency,
    method: order.method,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    can_confirm_deposit: canConfirmDeposit(order, now),
    can_refund: canRequestRefund(order),
    can_confirm_refund: canConfirmRefund(order),
  }));
  return { data, meta: pageMeta({ page: query.page, perPage: query.per_page, total }) };
}
