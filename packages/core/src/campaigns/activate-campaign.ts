import { activateCampaign as activateTree } from '@verba/domain';
import type { CampaignRow, Tx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { advertiserOwner } from '../advertisers/symbolic-credit';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { findAccount } from '../ledger/find-account';
import { reserve } from '../ledger/reserve';
import { loadCampaignTree, stateTreeOf } from './campaign-tree';
import { campaignReference, campaignReservation } from './campaign-reservation';
import { auditCampaign } from './audit-campaign';
import { findCampaign } from './find-campaign';
import { presentCampaign } from './present-campaign';
import { changedOrThrow } from './refuse';
import { touchCampaign } from './write-campaign-tree';
import { writeTreeStates } from './write-tree-states';
import { assertMetaPageConnected } from '../channels/meta/assert-meta-page';
import { assertChannelDeliverable } from '../channels/lifecycle/assert-channel-deliverable';
import { enqueueChannelSync } from '../channels/lifecycle/enqueue-channel-jobs';

/**
 * After consolidation the reservation was resolved (its rest back in the wallet): activating
 * reserves again what the budget has left (budget − spent), once per campaign version.
 */
async function reserveAgain(tx: Tx, campaign: CampaignRow): Promise<string | null> {
  const previous = await campaignReservation({ db: tx, campaign });
  if (previous?.status === 'open') return previous.id;
  const rest = campaign.budget! - (previous?.posted ?? 0n);
  if (rest <= 0n) return previous?.id ?? null;
  const wallet = await findAccount({
    db: tx,
    type: 'advertiser_wallet',
    owner: advertiserOwner(campaign.advertiserId),
    currency: campaign.currency,
  });
  if (!wallet) throw fail('BUDGET_OVER_BALANCE');
  const reservation = await reserve({
    db: tx,
    wallet: wallet.id,
    amount: rest,
    reference: campaignReference(campaign.id),
    idempotencyKey: `campaign:${campaign.id}:reactivate:${campaign.version}`,
  }).catch((error: unknown) => {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
      throw fail('BUDGET_OVER_BALANCE');
    throw error;
  });
  return reservation.id;
}

/**
 * POST campaigns/:id/activate: a paused campaign delivers again, with all its groups and
 * strategies (spec §4) — or, with `keepPaused`, without those the user paused. When everything
 * would not fit the budgets (DESIGN §7) it is refused (422, the groups or strategies to lower
 * named), never activated over them; `keepPaused` is then the way out. Before consolidation it
 * only clears the pending consolidation; after it, the budget left is reserved again (the wallet
 * must cover it: 422 BUDGET_OVER_BALANCE).
 */
export async function activateCampaign({
  deps,
  actor,
  id,
  keepPaused = false,
}: {
  deps: Deps;
  actor: Actor;
  id: string;
  keepPaused?: boolean;
}) {
  const now = deps.now();
  const activated = await deps.db.transaction(async (tx) => {
    const campaign = await findCampaign({ db: tx, companyId: actor.companyId, id, forUpdate: true });
    const tree = await loadCampaignTree({ db: tx, campaign });
    const before = stateTreeOf(tree);
    const after = changedOrThrow(activateTree(before, { keepPaused }));
    // A channel that cannot deliver in this mode is not activated (nor reserved for again).
    assertChannelDeliverable(deps, campaign.type);
    await assertMetaPageConnected({ db: tx, campaign });
    assertEditable(await findAdvertiser({ db: tx, companyId: actor.companyId, id: campaign.advertiserId }));
    const reservationId = campaign.consolidatedAt ? await reserveAgain(tx, campaign) : campaign.reservationId;
    await writeTreeStates(tx, before, after, now);
    const saved = await touchCampaign(tx, campaign, now, {
      status: 'active',
      pausedAt: null,
      consolidationDueAt: null,
      consolidatedAt: null,
      reservationId,
    });
    await auditCampaign({ db: tx, actor, campaign: saved, action: 'campaign.activated' });
    await enqueueChannelSync({ db: tx, campaign: saved });
    return saved;
  });
  return presentCampaign({ db: deps.db, campaign: activated, now });
}
