import { inArray } from 'drizzle-orm';
import { creatives, type DbOrTx } from '@verba/db';
import {
  defaultCampaignRuleSettings,
  segmentKindOf,
  type CampaignRuleContext,
  type StrategyAudienceClass,
} from '@verba/domain';
import { audienceCatalogue } from '../audiences/audience-catalogue';
import { advertiserOwner } from '../advertisers/symbolic-credit';
import { findAccount } from '../ledger/find-account';
import { cachedBalance, type LedgerReservation } from '../ledger/types';
import type { CampaignTreeRows } from './campaign-tree';

/** The advertiser wallet's available balance (0 before its first money). */
export async function walletAvailable({
  db,
  advertiserId,
  currency,
}: {
  db: DbOrTx;
  advertiserId: string;
  currency: CampaignTreeRows['campaign']['currency'];
}): Promise<bigint> {
  const account = await findAccount({
    db,
    type: 'advertiser_wallet',
    owner: advertiserOwner(advertiserId),
    currency,
  });
  return account ? cachedBalance(account) : 0n;
}

function audienceClassesOf(tree: CampaignTreeRows): Record<string, StrategyAudienceClass> {
  const catalogue = audienceCatalogue();
  const classes: Record<string, StrategyAudienceClass> = {};
  for (const strategy of tree.strategies)
    for (const id of strategy.targeting.audience_ids ?? []) {
      const segment = catalogue.byId.get(id);
      if (segment) classes[id] = segmentKindOf(segment) === 'broad' ? 'BROAD' : 'SEGMENTED';
    }
  return classes;
}

/**
 * The facts outside the draft the rules need (rule-input.ts): the wallet's available balance plus
 * what the campaign already holds reserved, its creatives' formats and sizes, the audiences'
 * classes, and the published start date (kept unchanged, it skips the start-date rules).
 */
export async function campaignRuleContext({
  db,
  tree,
  reservation,
  now,
  publishedStartDate = tree.campaign.status === 'draft' ? null : tree.campaign.startDate,
}: {
  db: DbOrTx;
  tree: CampaignTreeRows;
  reservation: LedgerReservation | null;
  now: Date;
  /** The start date as published before an edit (default: the stored one, unless a draft). */
  publishedStartDate?: string | null;
}): Promise<CampaignRuleContext> {
  const { campaign } = tree;
  const [available, creativeRows] = await Promise.all([
    walletAvailable({ db, advertiserId: campaign.advertiserId, currency: campaign.currency }),
    tree.creativeIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: creatives.id,
            format: creatives.format,
            width: creatives.width,
            height: creatives.height,
          })
          .from(creatives)
          .where(inArray(creatives.id, tree.creativeIds)),
  ]);
  const held = reservation?.status === 'open' ? reservation.remaining : 0n;
  return {
    now,
    settings: defaultCampaignRuleSettings,
    currency: campaign.currency,
    availableBalance: available + held,
    creatives: creativeRows,
    audienceClasses: audienceClassesOf(tree),
    ...(publishedStartDate && { publishedStartDate }),
  };
}
