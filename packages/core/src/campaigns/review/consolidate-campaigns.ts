import { and, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { campaigns } from '@verba/db';
import { writeAuditRow } from '../../audit/write-audit-row';
import type { Deps } from '../../deps';
import { postMinuteSpend } from '../../delivery/spend/post-minute-spend';
import { releaseReservation } from '../../ledger/release-reservation';
import { lockCampaign } from './decide-campaign';
import { finalChannelSync } from '../../channels/sync/final-channel-sync';
import type { ConnectorLookup } from '../../channels/sync/sync-channel-campaign';

const batch = 100;

/**
 * Consolidates every campaign whose consolidation is due (index campaigns_consolidation_due):
 * posts its final delivery spend (the spend poster, for this campaign; for a campaign on a
 * channel's platform, a final sync of the platform's figures — while that fails the campaign waits
 * for the next sweep), then returns what its reservation did not spend to the advertiser's wallet (releaseReservation, at
 * most once per reservation) and sets consolidated_at, in one transaction per campaign under its
 * row lock — a retry after a crash finds it consolidated or the reservation resolved. Returns how
 * many it consolidated.
 */
export async function consolidateDueCampaigns({
  deps,
  connectors,
}: {
  deps: Deps;
  /** The channel connectors (default: the registry's); tests pass their stand-in. */
  connectors?: ConnectorLookup;
}): Promise<number> {
  let consolidated = 0;
  for (;;) {
    const due = await deps.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(
        and(
          isNull(campaigns.consolidatedAt),
          isNotNull(campaigns.consolidationDueAt),
          lte(campaigns.consolidationDueAt, deps.now()),
        ),
      )
      .limit(batch);
    let progress = 0;
    for (const { id } of due) if (await consolidateOne(deps, id, connectors)) progress += 1;
    consolidated += progress;
    // A full batch of campaigns that could not consolidate yet (a platform down) waits for the next sweep.
    if (due.length < batch || progress === 0) return consolidated;
  }
}

async function consolidateOne(deps: Deps, id: string, connectors?: ConnectorLookup): Promise<boolean> {
  // The campaign's final delivery spend is posted before what remains of its budget is released.
  if (deps.events) await postMinuteSpend({ deps, store: deps.events, campaignId: id });
  if (!(await finalChannelSync({ deps, campaignId: id, ...(connectors && { connectors }) }))) return false;
  return deps.db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx, id);
    const now = deps.now();
    if (
      !campaign ||
      campaign.consolidatedAt ||
      !campaign.consolidationDueAt ||
      campaign.consolidationDueAt > now
    )
      return false;
    const released = campaign.reservationId
      ? await releaseReservation({ db: tx, reservationId: campaign.reservationId })
      : null;
    await tx
      .update(campaigns)
      .set({ consolidatedAt: now, updatedAt: now })
      .where(eq(campaigns.id, campaign.id));
    await writeAuditRow({
      db: tx,
      row: {
        action: 'campaign.consolidated',
        companyId: campaign.companyId,
        targetType: 'campaign',
        targetId: campaign.id,
        metadata: { released: released?.transfer?.amount.toString() ?? '0' },
        at: now,
      },
    });
    return true;
  });
}
