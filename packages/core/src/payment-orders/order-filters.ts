import { and, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders } from '@verba/db';
import type { Deps } from '../deps';
import { paymentOrderNumberOf, saoPauloInstantsOf, type PaymentOrderFilters } from '@verba/domain';

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The order whose code the text is (`PED-7K3Q9X`, any case, prefix optional), if it is one. */
export function orderCodeCondition(search: string): SQL | undefined {
  const number = paymentOrderNumberOf(search);
  return number === undefined ? undefined : eq(paymentOrders.number, number);
}

/**
 * The conditions of the filters the payment lists share (status, method, São Paulo date range of
 * creation, advertiser), without the search, whose fields differ per list. The date range reads the
 * `(company_id, created_at DESC, id DESC)` index the company list pages in.
 */
export function paymentOrderFilterConditions(filters: Omit<PaymentOrderFilters, 'search'>): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(paymentOrders.status, filters.status));
  if (filters.method) conditions.push(eq(paymentOrders.method, filters.method));
  if (filters.advertiser_id) conditions.push(eq(paymentOrders.advertiserId, filters.advertiser_id));
  const { start, end } = saoPauloInstantsOf({ from: filters.from, to: filters.to });
  if (start) conditions.push(gte(paymentOrders.createdAt, start));
  if (end) conditions.push(lt(paymentOrders.createdAt, end));
  return conditions;
}

/**
 * The company list's search: the order's code, or a part of the advertiser's name or display name
 * (the company's matching advertisers, so the orders' own index still gives the page).
 */
export function companyOrderSearchCondition(deps: Deps, companyId: string, search: string): SQL {
  const pattern = likePattern(search);
  const matchingAdvertisers = deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(
      and(
        eq(advertisers.companyId, companyId),
        or(ilike(advertisers.name, pattern), ilike(advertisers.displayName, pattern)),
      ),
    );
  return or(orderCodeCondition(search), inArray(paymentOrders.advertiserId, matchingAdvertisers))!;
}
