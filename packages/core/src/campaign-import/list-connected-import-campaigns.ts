import type { ConnectionPlatform } from '@verba/domain';
import type { ConnectedImportAccount } from '../channels/connected/importer';
import { platformFailure } from '../channels/connected/read-connected-accounts';
import type { Actor, Deps } from '../deps';
import { DomainError } from '../errors';
import { connectedImportAccess } from './connected-import-access';

export interface ConnectedImportCampaignsView {
  /** `none`: no read-only connection; `reconnect`: it needs consent again (no accounts then). */
  status: 'none' | 'reconnect' | 'active';
  platform: ConnectionPlatform;
  connection_id: string | null;
  accounts: ConnectedImportAccount[];
}

/**
 * The import view's "Importar da conta conectada" picker: the accounts the advertiser's
 * read-only connection reaches and their campaigns (removed ones left out), each marked
 * importable or not. Reads the platform now; changes nothing anywhere.
 */
export async function listConnectedImportCampaigns({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { advertiserId: string; platform: ConnectionPlatform };
}): Promise<ConnectedImportCampaignsView> {
  const { importer, connection } = await connectedImportAccess({ deps, actor, ...input });
  const view = { platform: input.platform, accounts: [] };
  if (!connection) return { ...view, status: 'none', connection_id: null };
  if (connection.status === 'reconnect')
    return { ...view, status: 'reconnect', connection_id: connection.id };
  try {
    const accounts = await importer.accounts({
      deps,
      companyId: actor.companyId,
      connectionId: connection.id,
    });
    return { ...view, status: 'active', connection_id: connection.id, accounts };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'CONNECTION_NEEDS_RECONNECT')
      return { ...view, status: 'reconnect', connection_id: connection.id };
    throw platformFailure(error);
  }
}
