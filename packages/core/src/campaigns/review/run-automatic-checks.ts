import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  campaignCreatives,
  campaignGroups,
  campaigns,
  campaignStrategies,
  creatives,
  readTogether,
  type CampaignRow,
  type DbOrTx,
} from '@verba/db';
import { automaticCheckFindings, type AutomaticCheckFinding } from '@verba/domain';
import type { Deps } from '../../deps';

/**
 * Runs the automatic review checks on a campaign (its creatives' destinations, the 300x250 a
 * programmatic campaign needs, prohibited words in its, its groups' and its strategies' names) and
 * stores the findings with it. Call it in the transaction that holds the campaign's row.
 */
export async function runAutomaticChecks({
  deps,
  db,
  campaign,
}: {
  deps: Deps;
  db: DbOrTx;
  campaign: Pick<CampaignRow, 'id' | 'type' | 'name'>;
}): Promise<AutomaticCheckFinding[]> {
  const [groupNames, strategyNames, campaignCreativeRows] = await readTogether(db, [
    () =>
      db
        .select({ name: campaignGroups.name })
        .from(campaignGroups)
        .where(and(eq(campaignGroups.campaignId, campaign.id), isNull(campaignGroups.deletedAt))),
    () =>
      db
        .select({ name: campaignStrategies.name })
        .from(campaignStrategies)
        .where(and(eq(campaignStrategies.campaignId, campaign.id), isNull(campaignStrategies.deletedAt))),
    () =>
      db
        .select({
          name: creatives.name,
          destination_url: creatives.destinationUrl,
          width: creatives.width,
          height: creatives.height,
        })
        .from(campaignCreatives)
        .innerJoin(creatives, eq(creatives.id, campaignCreatives.creativeId))
        .where(eq(campaignCreatives.campaignId, campaign.id))
        .orderBy(asc(campaignCreatives.position)),
  ]);
  const findings = automaticCheckFindings({
    type: campaign.type,
    names: [campaign.name, ...groupNames.map((g) => g.name), ...strategyNames.map((s) => s.name)],
    creatives: campaignCreativeRows,
    blockedWords: deps.config.creativeBlockedWords,
  });
  await db
    .update(campaigns)
    .set({ automaticChecks: findings, automaticChecksAt: deps.now() })
    .where(eq(campaigns.id, campaign.id));
  return findings;
}
