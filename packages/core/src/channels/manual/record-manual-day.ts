import type { ManualDayInput, MessageKey } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { checkManualDays } from './check-manual-days';
import { findManualCampaign } from './manual-campaign';
import { toManualDayView } from './manual-day-view';
import { recordedDays, storeManualDays } from './store-manual-days';

/**
 * `POST staff/managed-campaigns/:id/days`: staff record what a MANUAL campaign delivered one São
 * Paulo day (the whole campaign's day, or one strategy's). A day recorded before is corrected: the
 * row is replaced and the audit keeps the previous figures. The channel sync then posts the cost to
 * the ledger as for any platform (only the difference of a corrected day). VALIDATION_FAILED with
 * each field's message for a day outside the campaign's dates or in the future, negative or
 * non-integer counts, clicks above impressions, a negative cost.
 */
export async function recordManualDay({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'now'>;
  actor: Actor;
  input: { campaignId: string; day: ManualDayInput };
}) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const campaign = await findManualCampaign({ db: tx, id: input.campaignId });
    const figures = {
      day: input.day.day,
      strategyId: input.day.strategy_id ?? null,
      impressions: input.day.impressions,
      clicks: input.day.clicks,
      conversions: input.day.conversions,
      videoViews: input.day.video_views,
      costMicros: BigInt(input.day.cost_micros),
    };
    const existing = await recordedDays({ db: tx, campaignId: campaign.id });
    const [problems = []] = checkManualDays({ campaign, days: [figures], existing, now });
    if (problems.length > 0) {
      const fields: Record<string, MessageKey[]> = {};
      for (const problem of problems)
        (fields[problem.field] ??= []).push({ key: problem.key, params: problem.params ?? {} });
      throw fail('VALIDATION_FAILED', fields);
    }
    const [stored] = await storeManualDays({
      tx,
      actor,
      campaign,
      days: [figures],
      source: { source: 'form', note: input.day.note ?? null },
      now,
    });
    const names = new Map(campaign.strategies.map((s) => [s.id, s.name]));
    return { ...toManualDayView(stored!.row, names), replaced: stored!.previous !== null };
  });
}
