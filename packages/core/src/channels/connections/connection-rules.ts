import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { campaigns, channelConnections, users, type ChannelConnectionRow, type DbOrTx } from '@verba/db';
import { canDisconnect, type CampaignStatus, type ConnectionPurpose } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { isUuid } from '../../ids';
import { createSecretBox, type SecretBox } from '../../security/secret-box';

/**
 * Access and refresh tokens and PKCE verifiers are sealed at rest (AES-256-GCM, key derived from the
 * installation's TRACKING_SECRET with the purpose 'channel-tokens', security/secret-box.ts).
 */
export function channelTokenBox(deps: Pick<Deps, 'config'>): SecretBox {
  const key = deps.config.trackingSecret;
  if (!key) throw new Error('Channel connections need config.trackingSecret (TRACKING_SECRET)');
  return createSecretBox(key, 'channel-tokens');
}

/** A connection of `companyId`, or NOT_FOUND, also for another company's (never reveal it exists). */
export async function findConnection({
  db,
  companyId,
  id,
}: {
  db: DbOrTx;
  companyId: string;
  id: string;
}): Promise<ChannelConnectionRow> {
  if (!isUuid(id)) throw fail('NOT_FOUND');
  const [row] = await db
    .select()
    .from(channelConnections)
    .where(and(eq(channelConnections.id, id), eq(channelConnections.companyId, companyId)))
    .limit(1);
  if (!row) throw fail('NOT_FOUND');
  return row;
}

/** Campaign statuses in which a campaign still needs what it runs under. */
const liveCampaignStatuses: CampaignStatus[] = ['active', 'inactive', 'paused', 'pending'];

export interface ConnectionUse {
  /** What Verba uses the connection for. */
  feature: 'youtube_campaigns' | 'campaign_import' | 'platform_statistics' | 'facebook_campaigns';
  /** The advertiser's campaigns that depend on it (YouTube campaigns for a channel). */
  campaigns: { id: string; name: string | null; status: string }[];
}

/** Where a connection is used: shown on the connections page and recorded when it needs reconnecting. */
export async function connectionUses({
  db,
  connection,
}: {
  db: DbOrTx;
  connection: Pick<ChannelConnectionRow, 'advertiserId' | 'companyId' | 'purpose'> &
    Partial<Pick<ChannelConnectionRow, 'platform'>>;
}): Promise<ConnectionUse[]> {
  const purpose: ConnectionPurpose = connection.purpose;
  // Google and Meta ad accounts feed statistics and imports; Spotify's statistics only (no importer).
  if (purpose === 'ads_account_read')
    return connection.platform === 'spotify'
      ? [{ feature: 'platform_statistics', campaigns: [] }]
      : [
          { feature: 'platform_statistics', campaigns: [] },
          { feature: 'campaign_import', campaigns: [] },
        ];
  const type = purpose === 'youtube_channel' ? 'YOUTUBE' : 'META_ADS';
  const rows = await db
    .select({ id: campaigns.id, name: campaigns.name, status: campaigns.status })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.companyId, connection.companyId),
        eq(campaigns.advertiserId, connection.advertiserId),
        eq(campaigns.type, type),
        inArray(campaigns.status, liveCampaignStatuses),
        isNull(campaigns.deletedAt),
      ),
    )
    .orderBy(desc(campaigns.createdAt))
    .limit(50);
  return [
    { feature: purpose === 'youtube_channel' ? 'youtube_campaigns' : 'facebook_campaigns', campaigns: rows },
  ];
}

/** The API's view of a connection: never a token, sealed or not. */
export function connectionView(
  row: ChannelConnectionRow,
  extra: {
    connectedBy: { id: string; name: string } | null;
    uses: ConnectionUse[];
    canDisconnect: boolean;
  },
) {
  return {
    id: row.id,
    advertiser_id: row.advertiserId,
    platform: row.platform,
    purpose: row.purpose,
    external_account_id: row.externalAccountId,
    display_name: row.displayName,
    accounts: row.accounts,
    scopes: row.scopes,
    status: row.status,
    status_reason: row.statusReason,
    expires_at: row.expiresAt?.toISOString() ?? null,
    connected_at: row.connectedAt.toISOString(),
    connected_by: extra.connectedBy,
    disconnected_at: row.disconnectedAt?.toISOString() ?? null,
    used_by: extra.uses,
    can_disconnect: extra.canDisconnect,
  };
}
export type ConnectionView = ReturnType<typeof connectionView>;

/** Names of the users who connected, for the list. */
export async function userNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** One connection as the actor sees it: who connected it, where it is used, whether they may end it. */
export async function viewConnection({
  db,
  row,
  actor,
}: {
  db: DbOrTx;
  row: ChannelConnectionRow;
  actor: Actor;
}): Promise<ConnectionView> {
  const [names, uses] = await Promise.all([
    userNames(db, [row.connectedByUserId]),
    row.status === 'disconnected' ? Promise.resolve([]) : connectionUses({ db, connection: row }),
  ]);
  const name = names.get(row.connectedByUserId);
  return connectionView(row, {
    connectedBy: name === undefined ? null : { id: row.connectedByUserId, name },
    uses,
    canDisconnect:
      row.status !== 'disconnected' &&
      canDisconnect(actor.role, row.purpose, row.connectedByUserId === actor.userId),
  });
}

/**
 * For publishing and statistics: the advertiser's live connection for a purpose (the newest), or
 * null — e.g. the YouTube channel a YOUTUBE campaign's video must be on. A `reconnect` one is
 * returned too (with its status), so the caller can say "reconnect" rather than "connect".
 */
export async function liveConnectionFor({
  db,
  companyId,
  advertiserId,
  platform,
  purpose,
}: {
  db: DbOrTx;
  companyId: string;
  advertiserId: string;
  platform: ChannelConnectionRow['platform'];
  purpose: ConnectionPurpose;
}): Promise<Omit<ChannelConnectionRow, 'accessTokenSealed' | 'refreshTokenSealed'> | null> {
  const [row] = await db
    .select()
    .from(channelConnections)
    .where(
      and(
        eq(channelConnections.companyId, companyId),
        eq(channelConnections.advertiserId, advertiserId),
        eq(channelConnections.platform, platform),
        eq(channelConnections.purpose, purpose),
        inArray(channelConnections.status, ['active', 'reconnect']),
      ),
    )
    .orderBy(desc(channelConnections.connectedAt))
    .limit(1);
  if (!row) return null;
  const { accessTokenSealed: _a, refreshTokenSealed: _r, ...rest } = row;
  return rest;
}
