import type { CampaignImportReport, Language } from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { readCampaignImport } from './read-campaign-import';
import { storeImportedCampaigns } from './store-imported-campaigns';

/**
 * `/campaigns/import` (and the meta-ads and google-ads create routes): turns a Google Ads Editor
 * or Meta Ads Manager export into draft campaigns of one advertiser, each with the SEARCH
 * creatives its responsive search ads make (pending review, like any creative). Each campaign is
 * stored in its own transaction, so one bad campaign is reported on its row and the rest import.
 */
export async function importCampaigns({
  deps,
  actor,
  advertiserId,
  bytes,
  truncated,
  language,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  bytes: Buffer;
  truncated: boolean;
  language: Language;
}): Promise<CampaignImportReport> {
  assertEditable(await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: advertiserId }));
  const result = await readCampaignImport({
    bytes,
    truncated,
    limits: deps.config.spreadsheetLimits,
    language,
  });
  const report = await storeImportedCampaigns({ deps, actor, advertiserId, result, dryRun: false });
  await recordAudit({
    db: deps.db,
    actor,
    action: 'campaign.imported',
    targetType: 'advertiser',
    targetId: advertiserId,
    metadata: { source: result.source, created: report.created.length, skipped: report.skipped.length },
  });
  return report;
}
