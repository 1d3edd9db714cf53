import { and, eq, sql } from 'drizzle-orm';
import { manualDeliveryDays, type DbOrTx, type ManualDeliveryDayRow } from '@verba/db';
import type { ManualDayFigures } from '@verba/domain';
import type { Actor } from '../../deps';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { ManualCampaign } from './manual-campaign';

export interface ManualRecordSource {
  source: 'form' | 'upload';
  fileName?: string | null;
  fileSha256?: string | null;
  note?: string | null;
}

const figuresOf = (row: ManualDeliveryDayRow) => ({
  impressions: row.impressions,
  clicks: row.clicks,
  conversions: row.conversions,
  video_views: row.videoViews,
  cost_micros: row.costMicros.toString(),
});

/** The campaign's recorded rows of the given days (all days when `days` is left out). */
export async function recordedDays({ db, campaignId }: { db: DbOrTx; campaignId: string }) {
  return db.select().from(manualDeliveryDays).where(eq(manualDeliveryDays.campaignId, campaignId));
}

/** `day|strategy` key of a recorded row. */
export const dayKey = (day: string, strategyId: string | null) => `${day}|${strategyId ?? ''}`;

/**
 * Stores days of one campaign in the caller's transaction: each replaces the campaign's row of the
 * same day and strategy; each write is audited (`manual_delivery.day_recorded`, with the previous
 * figures when it corrects a day). Returns the stored rows and whether each replaced one.
 */
export async function storeManualDays({
  tx,
  actor,
  campaign,
  days,
  source,
  now,
}: {
  tx: DbOrTx;
  actor: Actor;
  campaign: ManualCampaign;
  days: ManualDayFigures[];
  source: ManualRecordSource;
  now: Date;
}): Promise<{ row: ManualDeliveryDayRow; previous: ManualDeliveryDayRow | null }[]> {
  // Serialises recordings of one campaign (a form and an upload at once).
  await tx.execute(sql`SELECT id FROM campaigns WHERE id = ${campaign.id} FOR UPDATE`);
  const stored: { row: ManualDeliveryDayRow; previous: ManualDeliveryDayRow | null }[] = [];
  for (const figures of days) {
    const [previous] = await tx
      .select()
      .from(manualDeliveryDays)
      .where(
        and(
          eq(manualDeliveryDays.campaignId, campaign.id),
          eq(manualDeliveryDays.day, figures.day),
          figures.strategyId === null
            ? sql`${manualDeliveryDays.strategyId} IS NULL`
            : eq(manualDeliveryDays.strategyId, figures.strategyId),
        ),
      );
    const values = {
      impressions: figures.impressions,
      clicks: figures.clicks,
      conversions: figures.conversions,
      videoViews: figures.videoViews,
      costMicros: figures.costMicros,
      source: source.source,
      fileName: source.fileName ?? null,
      fileSha256: source.fileSha256 ?? null,
      note: source.note ?? null,
      recordedByUserId: actor.userId,
      recordedAt: now,
    };
    const [row] = previous
      ? await tx
          .update(manualDeliveryDays)
          .set(values)
          .where(eq(manualDeliveryDays.id, previous.id))
          .returning()
      : await tx
          .insert(manualDeliveryDays)
          .values({
            ...values,
            campaignId: campaign.id,
            companyId: campaign.companyId,
            day: figures.day,
            strategyId: figures.strategyId,
          })
          .returning();
    await writeAuditRow({
      db: tx,
      row: {
        action: 'manual_delivery.day_recorded',
        companyId: campaign.companyId,
        actorUserId: actor.userId,
        impersonatorUserId: actor.impersonatorUserId,
        targetType: 'campaign',
        targetId: campaign.id,
        ip: actor.ip,
        at: now,
        metadata: {
          day: figures.day,
          strategy_id: figures.strategyId,
          source: source.source,
          ...(source.fileSha256 ? { file_name: source.fileName, file_sha256: source.fileSha256 } : {}),
          ...figuresOf(row!),
          ...(previous
            ? {
                replaced: {
                  ...figuresOf(previous),
                  recorded_at: previous.recordedAt.toISOString(),
                  recorded_by_user_id: previous.recordedByUserId,
                },
              }
            : {}),
        },
      },
    });
    stored.push({ row: row!, previous: previous ?? null });
  }
  return stored;
}
