import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { advertisers, paymentOrders } from '@verba/db';
import {
  formatDate,
  formatTime,
  methodLabelKeys,
  paymentOrderCode,
  saoPauloDateOf,
  statusLabelKeys,
  type Currency,
  type ExportPaymentOrdersQuery,
  type Language,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { translatorFor } from '../i18n/translate';
import { isUuid } from '../ids';
import { spreadsheetContentTypes, spreadsheetStream, type SpreadsheetCell } from '../spreadsheets';
import { companyOrderSearchCondition, paymentOrderFilterConditions } from './order-filters';

/** Rows read per query while the file streams (keyset pages in the list's index order). */
const batchSize = 500;

const minorDigits: Record<Currency, number> = { BRL: 2, USD: 2, EUR: 2 };

/** Minor units as a number of major units (`50000` → `500`), for a spreadsheet's number cells. */
const majorUnits = (amount: bigint, currency: Currency) => Number(amount) / 10 ** minorDigits[currency];

/**
 * `GET payment-orders/export`: every order of the company the list's filters match, newest first,
 * as CSV or XLSX — the order code, São Paulo date and time in the request's language, advertiser,
 * method and status in words, the amount as a number with its currency beside it.
 */
export function exportPaymentOrders({
  deps,
  actor,
  query,
  language,
}: {
  deps: Deps;
  actor: Actor;
  query: ExportPaymentOrdersQuery;
  language: Language;
}) {
  const t = translatorFor(language);
  const conditions: SQL[] = [
    eq(paymentOrders.companyId, actor.companyId),
    ...paymentOrderFilterConditions(query),
  ];
  if (query.advertiser_id && !isUuid(query.advertiser_id)) conditions.push(sql`false`);
  if (query.search) conditions.push(companyOrderSearchCondition(deps, actor.companyId, query.search));
  const dateTime = (date: Date) =>
    `${formatDate(date, language, { timeZone: 'America/Sao_Paulo' })} ${formatTime(date, language)}`;

  async function* rows(): AsyncGenerator<SpreadsheetCell[]> {
    let after: { createdAt: Date; id: string } | undefined;
    for (;;) {
      const batch = await deps.db
        .select({ order: paymentOrders, displayName: advertisers.displayName })
        .from(paymentOrders)
        .innerJoin(advertisers, eq(advertisers.id, paymentOrders.advertiserId))
        .where(
          and(
            ...conditions,
            after &&
              sql`(${paymentOrders.createdAt}, ${paymentOrders.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
          ),
        )
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
        .limit(batchSize);
      for (const { order, displayName } of batch) {
        yield [
          paymentOrderCode(order.number),
          dateTime(order.createdAt),
          displayName,
          t(methodLabelKeys[order.method]),
          t(statusLabelKeys[order.status]),
          majorUnits(order.amount, order.currency),
          order.currency,
          order.paidAt ? dateTime(order.paidAt) : '',
        ];
      }
      const last = batch.at(-1);
      if (batch.length < batchSize || !last) return;
      after = { createdAt: last.order.createdAt, id: last.order.id };
    }
  }

  const columns = [
    t('finances:export.code'),
    t('finances:export.created_at'),
    t('finances:export.advertiser'),
    t('finances:export.method'),
    t('finances:export.status'),
    t('finances:export.amount'),
    t('finances:export.currency'),
    t('finances:export.paid_at'),
  ];
  return {
    contentType: spreadsheetContentTypes[query.format],
    fileName: `${t('finances:export.file_name')}-${saoPauloDateOf(deps.now())}.${query.format}`,
    stream: spreadsheetStream({
      format: query.format,
      columns,
      rows: rows(),
      sheetName: t('finances:export.sheet_name'),
    }),
  };
}
