import type {
  CampaignImportResult,
  CampaignImportSource,
  ConnectionPlatform,
  PlaceResolver,
} from '@verba/domain';
import type { Deps } from '../../deps';
import { googleAdsAccountImporter } from './google-ads-importer';
import { metaAdsAccountImporter } from './meta-ads-importer';

/** One campaign of a connected account, as the import's picker lists it. */
export interface ConnectedImportCampaign {
  external_id: string;
  name: string;
  status: string;
  channel_type: string;
  /** Verba has a campaign type for it (else the import reports it as not imported). */
  importable: boolean;
}

export interface ConnectedImportAccount {
  id: string;
  name: string;
  currency: string;
  campaigns: ConnectedImportCampaign[];
}

/** The advertiser's read-only connection an importer reads with (company-scoped). */
export interface ConnectedImportAccess {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  companyId: string;
  connectionId: string;
}

/**
 * Importing campaigns from an advertiser's own ad account (issue 27, "Importar da conta
 * conectada"): one importer per platform behind this interface, so Meta's ad accounts plug in
 * beside Google's. An importer only reads (never mutates) with the advertiser's `ads_account_read`
 * connection, and maps what it reads with the domain's import mapping of that platform, so the
 * drafts, notes and refusals are the file import's own (docs/channels-connected-import.md).
 */
export interface ConnectedAccountImporter {
  /** The connection's platform (channel_connections.platform, purpose `ads_account_read`). */
  platform: ConnectionPlatform;
  /** The import report's source. */
  source: CampaignImportSource;
  /** The accounts the connection reaches and their campaigns (removed ones left out). */
  accounts(access: ConnectedImportAccess): Promise<ConnectedImportAccount[]>;
  /** The chosen campaigns of one account, read and mapped to drafts (in the order asked). */
  read(
    access: ConnectedImportAccess,
    input: { accountId: string; campaignIds: string[]; resolvePlace: PlaceResolver; today: string },
  ): Promise<CampaignImportResult>;
}

/** The importer of each platform that has one (Spotify's has none yet). */
export const connectedAccountImporters: Partial<Record<ConnectionPlatform, ConnectedAccountImporter>> = {
  google_ads: googleAdsAccountImporter,
  meta: metaAdsAccountImporter,
};
