import type { CampaignType, MetaIdentityOption } from '@verba/domain';
import { useConnections } from '../../../hooks/api/connections';

export type MetaIdentityChoice = MetaIdentityOption & { instagramName: string | null };

/**
 * META_ADS (issue 28): the Facebook Pages (and their Instagram accounts) the advertiser connected
 * for its ads, newest first, as the server reads them (core meta-identities.ts: purpose
 * facebook_page, active or to reconnect). Undefined for other types or while unknown.
 */
export function useMetaIdentities(
  type: CampaignType | '',
  advertiserId: string,
): MetaIdentityChoice[] | undefined {
  const wanted = type === 'META_ADS' && advertiserId !== '';
  const connections = useConnections(advertiserId, wanted);
  if (!wanted || !connections.data) return undefined;
  const seen = new Set<string>();
  return [...connections.data.connections]
    .filter(
      (c) =>
        c.platform === 'meta' &&
        c.purpose === 'facebook_page' &&
        (c.status === 'active' || c.status === 'reconnect'),
    )
    .sort((a, b) => b.connected_at.localeCompare(a.connected_at))
    .flatMap((c) => {
      if (seen.has(c.external_account_id)) return [];
      seen.add(c.external_account_id);
      const instagram = c.accounts.find((a) => a.kind === 'instagram_account');
      return [
        {
          pageId: c.external_account_id,
          pageName: c.display_name,
          instagramUserId: instagram?.id ?? null,
          instagramName: instagram?.name ?? null,
        },
      ];
    });
}
