import type { ConnectionPlatform } from '@verba/domain';
import { findAdvertiser } from '../advertisers/find-advertiser';
import { liveConnectionFor } from '../channels/connections/connection-rules';
import { connectedAccountImporters, type ConnectedAccountImporter } from '../channels/connected/importer';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';

/**
 * The advertiser's read-only connection to a platform and that platform's importer (company-scoped:
 * another company's advertiser is NOT_FOUND). `connection` is null when nothing is connected.
 */
export async function connectedImportAccess({
  deps,
  actor,
  advertiserId,
  platform,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  platform: ConnectionPlatform;
}) {
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: advertiserId });
  const importer: ConnectedAccountImporter | undefined = connectedAccountImporters[platform];
  if (!importer) throw fail('CONNECTION_PURPOSE_UNSUPPORTED');
  const connection = await liveConnectionFor({
    db: deps.db,
    companyId: actor.companyId,
    advertiserId: advertiser.id,
    platform,
    purpose: 'ads_account_read',
  });
  return { advertiser, importer, connection };
}
