import { createHash } from 'node:crypto';
import type { DbOrTx } from '@verba/db';
import {
  manualDayChange,
  parseManualDeliveryFile,
  type ManualDayChange,
  type ManualDayFigures,
  type ManualProblem,
} from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { neutraliseFormula, readSpreadsheet, SpreadsheetError } from '../../spreadsheets';
import { checkManualDays } from './check-manual-days';
import { strategyKey, type ManualCampaign } from './manual-campaign';
import { dayKey, recordedDays } from './store-manual-days';

const figuresView = (f: Omit<ManualDayFigures, 'day' | 'strategyId'>) => ({
  impressions: f.impressions,
  clicks: f.clicks,
  conversions: f.conversions,
  video_views: f.videoViews,
  cost_micros: f.costMicros.toString(),
});

/** One row of the file as the preview shows it: its figures, its problems, and what it would change. */
export interface ManualPreviewRow {
  row: number;
  day: string | null;
  strategy_id: string | null;
  /** As written in the file; a formula-looking text is shown neutralised (`'=...`). */
  strategy_name: string;
  figures: ReturnType<typeof figuresView> | null;
  problems: { field: string; key: string; params: Record<string, string | number> }[];
  change: ManualDayChange | null;
  previous: ReturnType<typeof figuresView> | null;
}

export interface ManualFileAnalysis {
  fileName: string;
  sha256: string;
  format: 'csv' | 'xlsx';
  rows: ManualPreviewRow[];
  /** Problems of the whole file (missing columns, no rows). */
  problems: ManualPreviewRow['problems'];
  /** The days a confirmation would record (new and corrected ones), when nothing refuses the file. */
  days: ManualDayFigures[];
  totals: {
    rows: number;
    refused: number;
    new: number;
    changed: number;
    unchanged: number;
    cost_micros: string;
  };
}

/** A cell value echoed back: never a formula a spreadsheet program would run (OWASP CSV injection). */
const safe = (params: Record<string, string | number> | undefined) =>
  Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, neutraliseFormula(v)]));
const shown = (problem: ManualProblem) => ({
  field: problem.field,
  key: problem.key,
  params: safe(problem.params),
});

/**
 * Reads a delivery file (CSV or XLSX, spreadsheets/ limits) against a MANUAL campaign: each row's
 * figures and problems, and what it would change among the days recorded so far. Nothing stored.
 */
export async function analyseManualFile({
  db,
  deps,
  campaign,
  bytes,
  fileName,
}: {
  db: DbOrTx;
  deps: Pick<Deps, 'now' | 'config'>;
  campaign: ManualCampaign;
  bytes: Buffer;
  fileName: string;
}): Promise<ManualFileAnalysis> {
  let read;
  try {
    read = await readSpreadsheet({ bytes, limits: deps.config.spreadsheetLimits, csvDelimiter: 'header' });
  } catch (error) {
    if (error instanceof SpreadsheetError) throw fail(error.code, undefined, { limit: error.limit });
    throw error;
  }
  const parsed = parseManualDeliveryFile(read.rows, {
    currency: campaign.currency,
    numericCells: read.format === 'xlsx',
  });
  const byName = new Map(campaign.strategies.map((s) => [strategyKey(s.name), s.id]));
  const rows = parsed.rows.map((row) => {
    const problems = [...row.problems];
    let figures = row.figures;
    if (row.strategyName) {
      const id = byName.get(strategyKey(row.strategyName));
      if (!id)
        problems.push({
          field: 'strategy',
          key: 'manualDelivery:problems.unknown_strategy',
          params: { value: row.strategyName },
        });
      else if (figures) figures = { ...figures, strategyId: id };
    }
    return { row, figures, problems };
  });
  const existing = await recordedDays({ db, campaignId: campaign.id });
  // The day rules are checked on the rows the file itself does not refuse (their figures are still shown).
  const checks = checkManualDays({
    campaign,
    days: rows.map((r) => (r.problems.length === 0 ? r.figures : null)),
    existing,
    now: deps.now(),
  });
  const recorded = new Map(existing.map((r) => [dayKey(r.day, r.strategyId), r]));
  const totals = { rows: rows.length, refused: 0, new: 0, changed: 0, unchanged: 0, cost_micros: '0' };
  let cost = 0n;
  const preview: ManualPreviewRow[] = rows.map(({ row, figures, problems }, i) => {
    const all = [...problems, ...(checks[i] ?? [])];
    const before =
      figures && all.length === 0 ? recorded.get(dayKey(figures.day, figures.strategyId)) : undefined;
    const previous = before ? { ...before } : null;
    const change = figures && all.length === 0 ? manualDayChange(previous, figures) : null;
    if (all.length > 0) totals.refused += 1;
    else if (change) totals[change] += 1;
    if (figures && all.length === 0) cost += figures.costMicros;
    return {
      row: row.row,
      day: figures?.day ?? null,
      strategy_id: figures?.strategyId ?? null,
      strategy_name: String(neutraliseFormula(row.strategyName)),
      figures: figures ? figuresView(figures) : null,
      problems: all.map(shown),
      change,
      previous: previous ? figuresView(previous) : null,
    };
  });
  totals.cost_micros = cost.toString();
  const fileProblems = parsed.problems.map(shown);
  const ok = fileProblems.length === 0 && totals.refused === 0;
  return {
    fileName: String(neutraliseFormula(fileName.slice(0, 200))),
    sha256: createHash('sha256').update(bytes).digest('hex'),
    format: read.format,
    rows: preview,
    problems: fileProblems,
    days: ok
      ? rows.flatMap((r, i) => (r.figures && preview[i]!.change !== 'unchanged' ? [r.figures] : []))
      : [],
    totals,
  };
}
