import { reportLimits, saoPauloDateOf, type ReportDefinition } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { compileReport, keyOf } from './compile-report';
import {
  basesOfRow,
  changesOf,
  keysOfRow,
  labelRows,
  metricsOf,
  reachAvailable,
  readFacts,
  reportColumns,
  reportRanges,
  reportScope,
  reportWatermark,
  type FactRow,
} from './report-engine';
import type { ReportPage, ReportRow } from './report-table';

export interface RunReportInput {
  definition: ReportDefinition;
  /** 1-based. */
  page?: number;
  page_size?: number;
}

/**
 * `POST reports/run`: one page of a report (DESIGN §10) — its rows sorted and paged on the server,
 * the totals row (every fact in range once, computed independently of the rows), with a comparison
 * the same keys' figures in the compared period and the change per row, and the data watermark.
 * Only the company's own campaigns are read; every role of the company may run reports.
 */
export async function runReport({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: RunReportInput;
}): Promise<ReportPage> {
  const { definition } = input;
  const page = Math.max(1, Math.floor(input.page ?? 1));
  const pageSize = Math.min(reportLimits.pageSize, Math.max(1, Math.floor(input.page_size ?? 50)));
  const today = saoPauloDateOf(deps.now());
  const { range, comparison } = reportRanges(definition, today);
  const scope = await reportScope(deps, actor, definition);
  const dimensions = definition.dimensions;
  const withReach = reachAvailable(dimensions);
  const compiled = compileReport({ definition, scope, range });

  const empty = scope.campaigns.length === 0;
  const pageOf = { limit: pageSize, offset: (page - 1) * pageSize };
  let facts: FactRow[] = [];
  let countRow: { n?: unknown } | undefined;
  let totalsRow: FactRow | undefined;
  if (!empty && compiled.pageWithTotals) {
    // One read: the page's rows and the totals row (which carries the count even past the end).
    const read = await readFacts(deps, compiled.pageWithTotals(pageOf));
    facts = read.filter((row) => Number(row.is_total) !== 1);
    totalsRow = read.find((row) => Number(row.is_total) === 1);
    countRow = { n: totalsRow?.total_rows ?? facts[0]?.total_rows ?? 0 };
  } else if (!empty) {
    facts = await readFacts(deps, compiled.rows(pageOf));
    // The page carries the count; only a page past the end asks for it apart.
    [countRow] =
      facts.length > 0 ? [{ n: facts[0]!.total_rows ?? 0 }] : await readFacts(deps, compiled.count());
    [totalsRow] = await readFacts(deps, compiled.totals());
  }
  const keyRows = facts.map((row) => keysOfRow(row, dimensions));
  const labels = await labelRows(deps, actor, dimensions, keyRows);

  const rows: ReportRow[] = facts.map((row, i) => ({
    dimensions: labels[i]!,
    metrics: metricsOf(basesOfRow(row), definition.metrics, withReach),
  }));
  const totalsBases = basesOfRow(totalsRow ?? {});
  const totals: ReportPage['totals'] = { metrics: metricsOf(totalsBases, definition.metrics, withReach) };

  if (comparison) {
    const compared = compileReport({
      definition,
      scope,
      range: comparison.range,
      shift: comparison.shift,
      keys: keyRows.map(keyOf),
    });
    let previousFacts: FactRow[] = [];
    let previousTotals: FactRow | undefined;
    if (!empty && compared.pageWithTotals && rows.length > 0) {
      const read = await readFacts(deps, compared.pageWithTotals({ limit: pageSize, offset: 0 }));
      previousFacts = read.filter((row) => Number(row.is_total) !== 1);
      previousTotals = read.find((row) => Number(row.is_total) === 1);
    } else if (!empty) {
      if (rows.length > 0)
        previousFacts = await readFacts(deps, compared.rows({ limit: pageSize, offset: 0 }));
      [previousTotals] = await readFacts(deps, compared.totals());
    }
    const previousByKey = new Map(previousFacts.map((row) => [keyOf(keysOfRow(row, dimensions)), row]));
    rows.forEach((row, i) => {
      const previous = metricsOf(
        basesOfRow(previousByKey.get(keyOf(keyRows[i]!)) ?? {}),
        definition.metrics,
        withReach,
      );
      row.previous = previous;
      row.change = changesOf(row.metrics, previous, definition.metrics);
    });
    totals.previous = metricsOf(basesOfRow(previousTotals ?? {}), definition.metrics, withReach);
    totals.change = changesOf(totals.metrics, totals.previous, definition.metrics);
  }

  return {
    definition,
    range,
    ...(comparison ? { comparison_range: comparison.range } : {}),
    columns: reportColumns(definition),
    watermark: await reportWatermark(deps, scope, range),
    rows,
    totals,
    total_rows: Number(countRow?.n ?? 0),
    page,
    page_size: pageSize,
  };
}
