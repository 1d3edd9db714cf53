import { saoPauloDateOf, type CampaignImportReport, type ConnectionPlatform } from '@verba/domain';
import { assertEditable } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import { platformFailure } from '../channels/connected/read-connected-accounts';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { connectedImportAccess } from './connected-import-access';
import { placeResolver } from './place-resolver';
import { storeImportedCampaigns } from './store-imported-campaigns';

/** At most this many campaigns per import (each becomes a draft in its own transaction). */
export const connectedImportMaxCampaigns = 20;

/**
 * "Importar da conta conectada" (issue 27): the chosen campaigns of one of the advertiser's own
 * ad accounts (read-only connection) become draft campaigns, mapped and stored exactly as the file
 * import's (same drafts, notes, refusals and "what is missing" — storeImportedCampaigns). With
 * `dryRun` it is the preview: everything is done and rolled back, so it answers what confirming
 * would make. The platform is read again on confirming (nothing of the preview is trusted).
 */
export async function importConnectedCampaigns({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: {
    advertiserId: string;
    platform: ConnectionPlatform;
    accountId: string;
    campaignIds: string[];
    dryRun: boolean;
  };
}): Promise<CampaignImportReport> {
  const { advertiser, importer, connection } = await connectedImportAccess({ deps, actor, ...input });
  assertEditable(advertiser);
  if (!connection) throw fail('CONNECTED_ACCOUNT_NOT_CONNECTED');
  if (connection.status === 'reconnect') throw fail('CONNECTION_NEEDS_RECONNECT');
  const campaignIds = [...new Set(input.campaignIds)];
  if (campaignIds.length === 0 || campaignIds.length > connectedImportMaxCampaigns)
    throw fail('VALIDATION_FAILED');
  let result;
  try {
    result = await importer.read(
      { deps, companyId: actor.companyId, connectionId: connection.id },
      {
        accountId: input.accountId,
        campaignIds,
        resolvePlace: placeResolver(),
        today: saoPauloDateOf(deps.now()),
      },
    );
  } catch (error) {
    throw platformFailure(error);
  }
  const report = await storeImportedCampaigns({
    deps,
    actor,
    advertiserId: advertiser.id,
    result,
    dryRun: input.dryRun,
  });
  if (!input.dryRun)
    await recordAudit({
      db: deps.db,
      actor,
      action: 'campaign.imported',
      targetType: 'advertiser',
      targetId: advertiser.id,
      metadata: {
        source: result.source,
        account: input.accountId,
        campaigns: campaignIds,
        created: report.created.length,
        skipped: report.skipped.length,
      },
    });
  return report;
}
