import { and, eq } from 'drizzle-orm';
import { channelConnections, type ChannelConnectionRow } from '@verba/db';
import type { Deps } from '../../deps';
import { writeAuditRow } from '../../audit/write-audit-row';
import { connectionUses } from './connection-rules';

/**
 * The platform refused to refresh a connection's token (revoked by the user, consent expired,
 * password changed: OAuth `invalid_grant`). The connection turns `reconnect`; the audit log and the
 * server log record where it is used (the campaigns that now cannot publish or update), and the
 * connections page shows it with "Reconectar".
 */
export async function markConnectionReconnect({
  deps,
  connection,
  reason,
}: {
  deps: Pick<Deps, 'db' | 'now' | 'logger'>;
  connection: ChannelConnectionRow;
  reason: string;
}): Promise<void> {
  const now = deps.now();
  const uses = await connectionUses({ db: deps.db, connection });
  await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(channelConnections)
      .set({ status: 'reconnect', statusReason: reason, updatedAt: now })
      .where(and(eq(channelConnections.id, connection.id), eq(channelConnections.status, 'active')))
      .returning({ id: channelConnections.id });
    if (changed.length === 0) return;
    await writeAuditRow({
      db: tx,
      row: {
        action: 'channel_connection.needs_reconnect',
        companyId: connection.companyId,
        targetType: 'channel_connection',
        targetId: connection.id,
        metadata: { reason, platform: connection.platform, purpose: connection.purpose, used_by: uses },
        at: now,
      },
    });
  });
  deps.logger.warn(
    {
      connectionId: connection.id,
      companyId: connection.companyId,
      reason,
      campaigns: uses.flatMap((u) => u.campaigns.map((c) => c.id)),
    },
    'channel connection needs reconnecting',
  );
}
