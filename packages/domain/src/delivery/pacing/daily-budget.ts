/**
 * A strategy's budget for today, micros: what is left of its total budget spread evenly over its
 * remaining days (today included; `openEndedDays` when it has no end date), never more than its
 * share of the campaign's daily budget (the campaign daily budget × the strategy's share of the
 * campaign budget) nor than what is left.
 */
export function dailyBudgetOf({
  remainingMicros,
  remainingDays,
  campaignDailyMicros,
  shareOfCampaign,
  openEndedDays = 30,
}: {
  remainingMicros: number;
  /** Days from today to the end date, both included; null = open-ended. */
  remainingDays: number | null;
  campaignDailyMicros: number | null;
  /** Strategy budget ÷ campaign budget (0–1). */
  shareOfCampaign: number;
  openEndedDays?: number;
}): number {
  if (remainingMicros <= 0) return 0;
  const days = Math.max(1, remainingDays ?? openEndedDays);
  const even = Math.floor(remainingMicros / days);
  const cap = campaignDailyMicros === null ? Infinity : Math.floor(campaignDailyMicros * shareOfCampaign);
  return Math.min(even, cap, remainingMicros);
}
