import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { campaigns, ledgerReservations, type CampaignRow, type Tx } from '@verba/db';
import { campaignTypes, channelPlatformOf, formatMoney, type CampaignType } from '@verba/domain';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { Deps } from '../../deps';
import { releaseReservation } from '../../ledger/release-reservation';
import { pauseCampaignTree } from '../../campaigns/pause-campaign-tree';
import { lockCampaign } from '../../campaigns/review/decide-campaign';
import { campaignTypeDeliverable } from '../registry';
import { emailCampaignCreator } from './email-campaign-creator';
import { enqueueChannelSync } from './enqueue-channel-jobs';

const batch = 100;

/** The channel campaign types that cannot deliver in the running mode (no live connector). */
export function undeliverableTypes(deps: Deps): CampaignType[] {
  return campaignTypes.filter((t) => channelPlatformOf(t) !== null && !campaignTypeDeliverable(deps, t));
}

/**
 * Releases what campaigns of undeliverable channel types hold (issue 27): any published campaign
 * whose type has no live connector in this mode and whose reservation is still open. An active
 * one is paused (with its groups and strategies); one pending review, rejected or in error goes to
 * `error`; each is consolidated at once — its whole unspent reservation goes back to the
 * advertiser's wallet — audited (`campaign.channel_released`) and its creator e-mailed. Runs at
 * start and in every campaign sweep; idempotent (a released reservation is resolved, so the
 * campaign is not selected again). Returns how many it released.
 */
export async function releaseUndeliverableCampaigns({ deps }: { deps: Deps }): Promise<number> {
  const types = undeliverableTypes(deps);
  if (types.length === 0) return 0;
  let released = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const due = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .innerJoin(ledgerReservations, eq(ledgerReservations.id, campaigns.reservationId))
      .where(
        and(
          inArray(campaigns.type, types),
          ne(campaigns.status, 'draft'),
          isNull(campaigns.deletedAt),
          eq(ledgerReservations.status, 'open'),
          sql`${campaigns.id} > ${after}::uuid`,
        ),
      )
      .orderBy(campaigns.id)
      .limit(batch);
    for (const { id } of due) if (await releaseOne(deps, id)) released += 1;
    if (due.length < batch) break;
    after = due.at(-1)!.id;
  }
  if (released > 0) deps.logger.info({ released }, 'reservations of undeliverable channel campaigns released');
  return released;
}

async function releaseOne(deps: Deps, id: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    if (!campaign?.reservationId || campaign.status === 'draft') return false;
    if (campaignTypeDeliverable(deps, campaign.type)) return false;
    const now = deps.now();
    const result = await releaseReservation({ db: tx, reservationId: campaign.reservationId });
    if (result.alreadyResolved) return false;
    const stopped = await stop(deps, tx, campaign, now);
    const [saved] = await tx
      .update(campaigns)
      .set({
        consolidatedAt: now,
        consolidationDueAt: stopped.consolidationDueAt ?? now,
        updatedAt: now,
      })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    const amount = result.transfer?.amount ?? 0n;
    await writeAuditRow({
      db: tx,
      row: {
        action: 'campaign.channel_released',
        companyId: campaign.companyId,
        targetType: 'campaign',
        targetId: campaign.id,
        metadata: {
          reason: 'CHANNEL_NOT_LIVE',
          type: campaign.type,
          from: campaign.status,
          to: saved!.status,
          released: amount.toString(),
        },
        at: now,
      },
    });
    await emailCampaignCreator({
      deps,
      db: tx,
      campaign: saved!,
      notice: { kind: 'released', amount: formatMoney(amount, campaign.currency) },
    });
    await enqueueChannelSync({ db: tx, campaign: saved! });
    return true;
  });
}

/** Stops the campaign as its status allows: active → paused (cascade); in review or refused → error. */
async function stop(deps: Deps, tx: Tx, campaign: CampaignRow, now: Date): Promise<CampaignRow> {
  if (campaign.status === 'active') return pauseCampaignTree({ deps, tx, campaign, now });
  if (campaign.status === 'pending' || campaign.status === 'failed') {
    const [row] = await tx
      .update(campaigns)
      .set({ status: 'error', version: campaign.version + 1, updatedAt: now })
      .where(eq(campaigns.id, campaign.id))
      .returning();
    return row!;
  }
  return campaign;
}

/** Job handler of `channels.release-undeliverable` (enqueued at start; the sweep runs it too). */
export async function runChannelRelease({ deps }: { deps: Deps }) {
  await releaseUndeliverableCampaigns({ deps });
}
