import { eq } from 'drizzle-orm';
import { channelConnections, type ChannelConnectionRow } from '@verba/db';
import { canDisconnect } from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { fail } from '../../errors';
import { recordAudit } from '../../audit/record-audit';
import { channelTokenBox, findConnection, viewConnection, type ConnectionView } from './connection-rules';
import { providerFor } from './oauth-provider';
import { revokeAtPlatform } from './revoke-at-platform';

/**
 * DELETE connections/{id} — ends a connection: the grant is revoked at the platform (best effort:
 * the audit row says whether the platform confirmed), the sealed tokens are erased and the row kept
 * as history (`disconnected`, when, by whom). Another company's connection is NOT_FOUND; the role rule
 * is canDisconnect (README "Roles"). Disconnecting twice answers the same.
 */
export async function disconnectConnection({
  deps,
  actor,
  id,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now' | 'logger'>;
  actor: Actor;
  id: string;
}): Promise<ConnectionView> {
  const row = await findConnection({ db: deps.db, companyId: actor.companyId, id });
  if (!canDisconnect(actor.role, row.purpose, row.connectedByUserId === actor.userId))
    throw fail('FORBIDDEN');
  if (row.status === 'disconnected') return viewConnection({ db: deps.db, row, actor });

  const box = channelTokenBox(deps);
  const token = box.open(row.refreshTokenSealed ?? '') ?? box.open(row.accessTokenSealed);
  let revoked = false;
  if (token !== null) {
    try {
      revoked = await revokeAtPlatform({ deps, provider: providerFor(deps, row.platform), token });
    } catch {
      revoked = false; // the platform's provider is not configured here: nothing to call
    }
  }
  const now = deps.now();
  const saved = await deps.db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(channelConnections)
      .set({
        status: 'disconnected',
        statusReason: null,
        accessTokenSealed: '',
        refreshTokenSealed: null,
        expiresAt: null,
        disconnectedAt: now,
        disconnectedByUserId: actor.userId,
        updatedAt: now,
      })
      .where(eq(channelConnections.id, row.id))
      .returning()) as [ChannelConnectionRow];
    await recordAudit({
      db: tx,
      actor,
      action: 'channel_connection.disconnected',
      targetType: 'channel_connection',
      targetId: row.id,
      metadata: {
        advertiser_id: row.advertiserId,
        platform: row.platform,
        purpose: row.purpose,
        account: row.externalAccountId,
        revoked_at_platform: revoked,
      },
      at: now,
    });
    return updated;
  });
  return viewConnection({ db: deps.db, row: saved, actor });
}
