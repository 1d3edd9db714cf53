import {
  campaignStatusActions,
  type CampaignCheck,
  type CampaignDetail,
  type CampaignStrategyView,
  type CampaignSummary,
  type MetaSettings,
  type RuleIssue,
  type RuleIssueDto,
} from '@verba/domain';
import type { CampaignRow, CampaignStrategyRow } from '@verba/db';
import type { LedgerReservation } from '../ledger/types';
import type { CampaignTreeRows } from './campaign-tree';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const money = (v: bigint | null) => (v === null ? null : v.toString());

export const ruleIssueDto = (issue: RuleIssue): RuleIssueDto => ({
  code: issue.code,
  path: issue.path,
  key: issue.key,
  values: Object.fromEntries(
    Object.entries(issue.params).map(([k, v]) => [k, typeof v === 'bigint' ? v.toString() : v]),
  ),
});

function reservationView(reservation: LedgerReservation | null) {
  if (!reservation) return null;
  return {
    reserved: reservation.amount.toString(),
    spent: reservation.posted.toString(),
    released: reservation.released.toString(),
    remaining: reservation.remaining.toString(),
  };
}

/** The buttons the UI offers for a campaign in its status (spec §4). */
function actionsOf(status: CampaignRow['status']) {
  const can = campaignStatusActions[status];
  return {
    edit: can.edit,
    manage_structure: can.manageStructure,
    publish: can.publish,
    pause: can.pause,
    activate: can.activate,
    delete: status === 'draft',
  };
}

/** A row of GET campaigns. */
export function toCampaignSummary(
  campaign: CampaignRow,
  advertiserName: string,
  reservation: LedgerReservation | null,
): CampaignSummary {
  return {
    id: campaign.id,
    name: campaign.name,
    type: campaign.type,
    objective: campaign.objective,
    status: campaign.status,
    advertiser_id: campaign.advertiserId,
    advertiser_name: advertiserName,
    currency: campaign.currency,
    budget: money(campaign.budget),
    start_date: campaign.startDate,
    end_date: campaign.endDate,
    created_at: campaign.createdAt.toISOString(),
    updated_at: campaign.updatedAt.toISOString(),
    reservation: reservationView(reservation),
    actions: actionsOf(campaign.status),
  };
}

function strategyView(row: CampaignStrategyRow): CampaignStrategyView {
  const t = row.targeting;
  const capped =
    row.frequencyCapCount !== null || row.frequencyCapPeriod !== null || row.frequencyCapUnit !== null;
  return {
    id: row.id,
    name: row.name,
    budget: money(row.budget),
    status: row.status,
    audience_ids: t.audience_ids ?? [],
    locations: (t.locations ?? []) as CampaignStrategyView['locations'],
    browsers: (t.browsers ?? []) as CampaignStrategyView['browsers'],
    devices: (t.devices ?? []) as CampaignStrategyView['devices'],
    environments: (t.environments ?? []) as CampaignStrategyView['environments'],
    genders: (t.genders ?? []) as CampaignStrategyView['genders'],
    age_ranges: (t.age_ranges ?? []) as CampaignStrategyView['age_ranges'],
    list_ids: t.list_ids ?? [],
    content_category_ids: t.content_category_ids ?? [],
    keywords: t.keywords ?? [],
    genre_ids: t.genre_ids ?? [],
    bid: { type: row.bidType, amount: money(row.bidAmount) },
    frequency_cap: capped
      ? { count: row.frequencyCapCount, period: row.frequencyCapPeriod, unit: row.frequencyCapUnit }
      : null,
  };
}

/** CampaignDetail of the contract: the tree, its reservation, actions and the rule issues now. */
export function toCampaignDetail({
  tree,
  advertiserName,
  reservation,
  check,
}: {
  tree: CampaignTreeRows;
  advertiserName: string;
  reservation: LedgerReservation | null;
  check: CampaignCheck;
}): CampaignDetail {
  const c = tree.campaign;
  return {
    ...toCampaignSummary(c, advertiserName, reservation),
    daily_budget: money(c.dailyBudget),
    pixel_id: c.pixelGroupId,
    meta: c.type === 'META_ADS' ? ((c.metaSettings as MetaSettings | null) ?? null) : null,
    creative_ids: tree.creativeIds,
    wizard_step: c.wizardStep,
    rejection_reason: c.rejectionReason,
    submitted_at: iso(c.submittedAt),
    reviewed_at: iso(c.reviewedAt),
    paused_at: iso(c.pausedAt),
    finished_at: iso(c.finishedAt),
    consolidated_at: iso(c.consolidatedAt),
    version: c.version,
    groups: tree.groups.map((g) => ({
      id: g.id,
      name: g.name,
      goal: g.goal,
      start_date: g.startDate,
      end_date: g.endDate,
      budget: money(g.budget),
      status: g.status,
      strategies: tree.strategies.filter((s) => s.groupId === g.id).map(strategyView),
    })),
    issues: { errors: check.errors.map(ruleIssueDto), warnings: check.warnings.map(ruleIssueDto) },
  };
}
