import { manualDayProblems, saoPauloDateOf, type ManualDayFigures, type ManualProblem } from '@verba/domain';
import type { ManualDeliveryDayRow } from '@verba/db';
import type { ManualCampaign } from './manual-campaign';
import { dayKey } from './store-manual-days';

/**
 * The problems of each day a batch (one typed day, or a file's rows) would record: the rules of a
 * day (`manualDayProblems`), a strategy of this campaign, one row per day and strategy in the batch,
 * and one level per day — the whole campaign's row or its strategies' rows, never both (the
 * statistics would count the day twice).
 */
export function checkManualDays({
  campaign,
  days,
  existing,
  now,
}: {
  campaign: ManualCampaign;
  days: (ManualDayFigures | null)[];
  existing: readonly ManualDeliveryDayRow[];
  now: Date;
}): ManualProblem[][] {
  const today = saoPauloDateOf(now);
  const strategyIds = new Set(campaign.strategies.map((s) => s.id));
  const seen = new Set<string>();
  const levels = new Map<string, Set<'campaign' | 'strategy'>>();
  for (const row of existing) {
    const set = levels.get(row.day) ?? new Set();
    set.add(row.strategyId === null ? 'campaign' : 'strategy');
    levels.set(row.day, set);
  }
  const batchLevels = new Map<string, Set<'campaign' | 'strategy'>>();
  for (const figures of days) {
    if (!figures) continue;
    const set = batchLevels.get(figures.day) ?? new Set();
    set.add(figures.strategyId === null ? 'campaign' : 'strategy');
    batchLevels.set(figures.day, set);
  }
  return days.map((figures) => {
    if (!figures) return [];
    const problems = manualDayProblems(figures, campaign, today);
    if (figures.strategyId !== null && !strategyIds.has(figures.strategyId))
      problems.push({ field: 'strategy_id', key: 'manualDelivery:problems.unknown_strategy' });
    const key = dayKey(figures.day, figures.strategyId);
    if (seen.has(key))
      problems.push({
        field: 'day',
        key: 'manualDelivery:problems.duplicate_row',
        params: { day: figures.day },
      });
    seen.add(key);
    const level = figures.strategyId === null ? 'campaign' : 'strategy';
    const other = level === 'campaign' ? 'strategy' : 'campaign';
    if (batchLevels.get(figures.day)?.has(other) || levels.get(figures.day)?.has(other))
      problems.push({
        field: 'strategy_id',
        key: 'manualDelivery:problems.day_level_mixed',
        params: { day: figures.day },
      });
    return problems;
  });
}
