import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { exchanges, queryRows } from '@verba/db';
import { parseExchangeReport, type ExchangeReportDay } from '@verba/domain/exchange-reports/report-format';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { writeAuditRow } from '../../audit/write-audit-row';
import { readSpreadsheet, SpreadsheetError } from '../../spreadsheets';
import { requireStaff } from '../exchange-rules';

export type ExchangeReportSource = 'upload' | 'cli' | 'sandbox';

export interface ImportedExchangeReport {
  exchangeId: string;
  slug: string;
  days: { day: string; currency: string; impressions: number; spendMicros: bigint; replaced: boolean }[];
}

/**
 * Imports an exchange's daily report (CSV or XLSX, packages/domain/src/exchange-reports/report-format.ts):
 * each São Paulo day it covers is stored in exchange_daily_reports; a day imported before is replaced.
 * Every stored day is audited (`exchange.report_imported`, with the previous figures when replaced).
 * Staff only when `actor` is a user; `actor: null` is the platform itself (the CLI, the sandbox's
 * daily job). A file with any bad row is refused whole (VALIDATION_FAILED, the rows' messages under
 * `file`); nothing is stored then.
 */
export async function importExchangeReport({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'now'>;
  actor: Actor | null;
  input: { exchange: { id: string } | { slug: string }; bytes: Buffer; source: ExchangeReportSource };
}): Promise<ImportedExchangeReport> {
  if (actor) requireStaff(actor);
  if ('id' in input.exchange && !isUuid(input.exchange.id)) throw fail('EXCHANGE_NOT_FOUND');
  const [exchange] = await deps.db
    .select()
    .from(exchanges)
    .where('id' in input.exchange ? eq(exchanges.id, input.exchange.id) : eq(exchanges.slug, input.exchange.slug));
  if (!exchange) throw fail('EXCHANGE_NOT_FOUND');
  let rows;
  try {
    ({ rows } = await readSpreadsheet({ bytes: input.bytes }));
  } catch (error) {
    if (error instanceof SpreadsheetError) throw fail(error.code, undefined, { limit: error.limit });
    throw error;
  }
  const { days, problems } = parseExchangeReport(rows, { seats: exchange.seatIds });
  if (problems.length > 0)
    throw fail(
      'VALIDATION_FAILED',
      {
        file: problems.slice(0, 20).map((problem) => ({
          key: problem.key,
          params: { row: problem.row, ...problem.params },
        })),
      },
      { problems: problems.length },
    );
  const sha256 = createHash('sha256').update(input.bytes).digest('hex');
  return deps.db.transaction(async (tx) => {
    const stored: ImportedExchangeReport['days'] = [];
    for (const day of days) {
      const previous = await queryRows<{ impressions: string; spend_micros: string; currency: string }>(
        tx,
        sql`SELECT impressions::text, spend_micros::text, currency FROM exchange_daily_reports
            WHERE exchange_id = ${exchange.id} AND day = ${day.day} FOR UPDATE`,
      );
      await upsertDay(tx, exchange.id, day, input.source, sha256, actor?.userId ?? null, deps.now());
      const before = previous[0];
      await writeAuditRow({
        db: tx,
        row: {
          action: 'exchange.report_imported',
          companyId: actor?.companyId ?? null,
          actorUserId: actor?.userId ?? null,
          impersonatorUserId: actor?.impersonatorUserId ?? null,
          targetType: 'exchange',
          targetId: exchange.id,
          ip: actor?.ip,
          metadata: {
            day: day.day,
            source: input.source,
            file_sha256: sha256,
            currency: day.currency,
            impressions: day.impressions,
            spend_micros: day.spendMicros.toString(),
            ...(before
              ? {
                  replaced: {
                    currency: before.currency,
                    impressions: Number(before.impressions),
                    spend_micros: before.spend_micros,
                  },
                }
              : {}),
          },
        },
      });
      stored.push({
        day: day.day,
        currency: day.currency,
        impressions: day.impressions,
        spendMicros: day.spendMicros,
        replaced: before !== undefined,
      });
    }
    return { exchangeId: exchange.id, slug: exchange.slug, days: stored };
  });
}

async function upsertDay(
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  exchangeId: string,
  day: ExchangeReportDay,
  source: ExchangeReportSource,
  sha256: string,
  userId: string | null,
  now: Date,
) {
  const lines = JSON.stringify(
    day.lines.map((line) => ({ ...line, spendMicros: line.spendMicros.toString() })),
  );
  await tx.execute(
    sql`INSERT INTO exchange_daily_reports
          (exchange_id, day, currency, impressions, spend_micros, lines, source, file_sha256, imported_by, imported_at)
        VALUES (${exchangeId}, ${day.day}, ${day.currency}, ${day.impressions}, ${day.spendMicros.toString()}::bigint,
                ${lines}::jsonb, ${source}, ${sha256}, ${userId}, ${now})
        ON CONFLICT (exchange_id, day) DO UPDATE SET
          currency = EXCLUDED.currency, impressions = EXCLUDED.impressions,
          spend_micros = EXCLUDED.spend_micros, lines = EXCLUDED.lines, source = EXCLUDED.source,
          file_sha256 = EXCLUDED.file_sha256, imported_by = EXCLUDED.imported_by,
          imported_at = EXCLUDED.imported_at`,
  );
}
