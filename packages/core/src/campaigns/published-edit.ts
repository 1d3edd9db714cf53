import {
  checkPublishable,
  formatMoney,
  ruleIssue,
  ruleIssuesByField,
  type CampaignDraft,
  type RuleCampaign,
} from '@verba/domain';
import type { CampaignRow, Tx } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { adjustReservation } from '../ledger/adjust-reservation';
import type { LedgerReservation } from '../ledger/types';
import type { CampaignTreeRows } from './campaign-tree';
import { campaignReservation } from './campaign-reservation';
import { queueProcessingEmail } from './processing-email';
import { assertPublishable } from './rule-failure';
import { campaignRuleContext } from './rule-context';
import { scheduleCampaignReview } from './review/schedule-campaign-review';
import { enqueueChannelSync } from '../channels/lifecycle/enqueue-channel-jobs';

/** An edit's new tree as the rules read it: groups and strategies kept by id keep their status. */
function editedRuleCampaign(tree: CampaignTreeRows, draft: CampaignDraft): RuleCampaign {
  const groupStatus = new Map(tree.groups.map((g) => [g.id, g.status]));
  const strategyStatus = new Map(tree.strategies.map((s) => [s.id, s.status]));
  return {
    ...draft,
    groups: (draft.groups ?? []).map((g) => ({
      ...g,
      status: g.id === undefined ? undefined : groupStatus.get(g.id),
      strategies: (g.strategies ?? []).map((s) => ({
        ...s,
        status: s.id === undefined ? undefined : strategyStatus.get(s.id),
      })),
    })),
  };
}

/**
 * Before an edit of a published campaign is written (spec §4): every rule must pass over the new
 * tree (422 with all errors), and its budget can neither exceed the wallet plus what is reserved
 * nor drop below what was spent. Returns the open reservation the edit then adjusts.
 */
export async function checkPublishedEdit({
  tx,
  tree,
  draft,
  now,
}: {
  tx: Tx;
  tree: CampaignTreeRows;
  draft: CampaignDraft;
  now: Date;
}): Promise<LedgerReservation | null> {
  const { campaign } = tree;
  const reservation = await campaignReservation({ db: tx, campaign });
  const rules = editedRuleCampaign(tree, draft);
  const context = await campaignRuleContext({ db: tx, campaign, draft: rules, reservation, now });
  assertPublishable(checkPublishable(rules, context));
  if (reservation?.status === 'open' && draft.budget! < reservation.posted) {
    const spent = formatMoney(reservation.posted, campaign.currency);
    throw fail(
      'VALIDATION_FAILED',
      ruleIssuesByField([ruleIssue('BUDGET_BELOW_SPENT', 'budget', { spent })]),
    );
  }
  return reservation?.status === 'open' ? reservation : null;
}

/**
 * After the edit is written: the reservation follows the budget (more reserved from the wallet,
 * or the difference released at once) and the campaign goes back to `pending` for processing and
 * approval, with the processing e-mail.
 */
export async function applyPublishedEdit({
  deps,
  tx,
  campaign,
  reservation,
  actor,
}: {
  deps: Deps;
  tx: Tx;
  campaign: CampaignRow;
  reservation: LedgerReservation | null;
  actor: Actor;
}): Promise<CampaignRow> {
  if (reservation)
    await adjustReservation({
      db: tx,
      reservationId: reservation.id,
      remaining: campaign.budget! - reservation.posted,
      idempotencyKey: `campaign:${campaign.id}:edit:${campaign.version}`,
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
        throw fail('BUDGET_OVER_BALANCE');
      throw error;
    });
  await queueProcessingEmail({ deps, db: tx, actor, campaign, edited: true });
  await scheduleCampaignReview({ deps, db: tx, campaign });
  // Back in review: a channel campaign stops on its platform until approved again (issue 27).
  await enqueueChannelSync({ db: tx, campaign });
  return campaign;
}
