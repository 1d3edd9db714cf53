import type { PlatformStatsRow } from './event-store';

/**
 * What EventStore.platformStats answers, computed in memory from every appended row (for the
 * in-test fakes): per (campaign, day, hour, strategy) the row with the latest `fetchedAt` (on a
 * tie, the later appended), days in [from, to], ordered as the engine orders them.
 */
export function latestPlatformStats(
  appended: readonly PlatformStatsRow[],
  query: { campaignIds: readonly string[]; from: string; to: string },
): PlatformStatsRow[] {
  const latest = new Map<string, PlatformStatsRow>();
  for (const row of appended) {
    if (!query.campaignIds.includes(row.campaignId) || row.day < query.from || row.day > query.to) continue;
    const key = `${row.campaignId}|${row.day}|${row.hour ?? 255}|${row.strategyId}`;
    const seen = latest.get(key);
    if (!seen || row.fetchedAt.getTime() >= seen.fetchedAt.getTime()) latest.set(key, row);
  }
  const order = (row: PlatformStatsRow) =>
    `${row.campaignId}|${row.day}|${String(row.hour ?? 255).padStart(3, '0')}|${row.strategyId}`;
  return [...latest.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}
