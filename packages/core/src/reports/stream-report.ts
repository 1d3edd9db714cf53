import { saoPauloDateOf, type ReportDefinition } from '@verba/domain';
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
} from './report-engine';
import type { ReportRow, ReportStream } from './report-table';

/** Rows read per query while streaming (each chunk is labelled and compared on its own). */
export const reportStreamChunk = 10_000;

/**
 * Every row of a report, for exports of any size (`ReportStream`): the same rows, order, totals and
 * comparison as `runReport`, read in chunks of `chunkSize` rows (LIMIT/OFFSET over the same
 * deterministic order), so the caller never holds the whole report. The head (columns, ranges,
 * watermark) is ready when this resolves; the rows are read as they are iterated.
 */
export async function streamReport({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { definition: ReportDefinition; chunkSize?: number };
}): Promise<ReportStream> {
  const { definition } = input;
  const chunkSize = Math.max(1, input.chunkSize ?? reportStreamChunk);
  const today = saoPauloDateOf(deps.now());
  const { range, comparison } = reportRanges(definition, today);
  const scope = await reportScope(deps, actor, definition);
  const dimensions = definition.dimensions;
  const withReach = reachAvailable(dimensions);
  const compiled = compileReport({ definition, scope, range });
  const empty = scope.campaigns.length === 0;

  async function* rows(): AsyncIterable<ReportRow> {
    if (empty) return;
    for (let offset = 0; ; offset += chunkSize) {
      const facts = await readFacts(deps, compiled.rows({ limit: chunkSize, offset }));
      if (facts.length === 0) return;
      const keyRows = facts.map((row) => keysOfRow(row, dimensions));
      const labels = await labelRows(deps, actor, dimensions, keyRows);
      let previousByKey: Map<string, Record<string, number | string | null>> | undefined;
      if (comparison) {
        const compared = compileReport({
          definition,
          scope,
          range: comparison.range,
          shift: comparison.shift,
          keys: keyRows.map(keyOf),
        });
        const previous = await readFacts(deps, compared.rows({ limit: chunkSize, offset: 0 }));
        previousByKey = new Map(previous.map((row) => [keyOf(keysOfRow(row, dimensions)), row]));
      }
      for (let i = 0; i < facts.length; i++) {
        const row: ReportRow = {
          dimensions: labels[i]!,
          metrics: metricsOf(basesOfRow(facts[i]!), definition.metrics, withReach),
        };
        if (previousByKey) {
          row.previous = metricsOf(
            basesOfRow(previousByKey.get(keyOf(keyRows[i]!)) ?? {}),
            definition.metrics,
            withReach,
          );
          row.change = changesOf(row.metrics, row.previous, definition.metrics);
        }
        yield row;
      }
      if (facts.length < chunkSize) return;
    }
  }

  async function totals(): Promise<Omit<ReportRow, 'dimensions'>> {
    const [current] = empty ? [] : await readFacts(deps, compiled.totals());
    const result: Omit<ReportRow, 'dimensions'> = {
      metrics: metricsOf(basesOfRow(current ?? {}), definition.metrics, withReach),
    };
    if (comparison) {
      const compared = compileReport({ definition, scope, range: comparison.range, shift: comparison.shift });
      const [previous] = empty ? [] : await readFacts(deps, compared.totals());
      result.previous = metricsOf(basesOfRow(previous ?? {}), definition.metrics, withReach);
      result.change = changesOf(result.metrics, result.previous, definition.metrics);
    }
    return result;
  }

  return {
    definition,
    range,
    ...(comparison ? { comparison_range: comparison.range } : {}),
    columns: reportColumns(definition),
    watermark: await reportWatermark(deps, scope, range),
    rows: rows(),
    totals,
  };
}
