import { and, desc, eq, ne } from 'drizzle-orm';
import { channelConnections } from '@verba/db';
import {
  canConnect,
  connectablePlatforms,
  purposesOfPlatform,
  type ConnectionPlatform,
  type ConnectionPurpose,
} from '@verba/domain';
import type { Actor, Deps } from '../../deps';
import { findAdvertiser } from '../../advertisers/find-advertiser';
import { viewConnection, type ConnectionView } from './connection-rules';

export interface ConnectionOption {
  platform: ConnectionPlatform;
  purpose: ConnectionPurpose;
  /** Whether the actor's role may connect it (README "Roles"). */
  allowed: boolean;
}

/**
 * GET advertisers/{id}/connections — the advertiser's connections (live ones first, then the last
 * disconnected ones as history): what, which account, by whom, since when, status, where each is
 * used; and what the actor may connect. Another company's advertiser is NOT_FOUND.
 */
export async function listConnections({
  deps,
  actor,
  advertiserId,
}: {
  deps: Pick<Deps, 'db'>;
  actor: Actor;
  advertiserId: string;
}): Promise<{ connections: ConnectionView[]; history: ConnectionView[]; options: ConnectionOption[] }> {
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: advertiserId });
  const scope = and(
    eq(channelConnections.companyId, actor.companyId),
    eq(channelConnections.advertiserId, advertiser.id),
  );
  const [live, ended] = await Promise.all([
    deps.db
      .select()
      .from(channelConnections)
      .where(and(scope, ne(channelConnections.status, 'disconnected')))
      .orderBy(desc(channelConnections.connectedAt)),
    deps.db
      .select()
      .from(channelConnections)
      .where(and(scope, eq(channelConnections.status, 'disconnected')))
      .orderBy(desc(channelConnections.disconnectedAt))
      .limit(10),
  ]);
  const view = (row: (typeof live)[number]) => viewConnection({ db: deps.db, row, actor });
  return {
    connections: await Promise.all(live.map(view)),
    history: await Promise.all(ended.map(view)),
    options: connectablePlatforms.flatMap((platform) =>
      purposesOfPlatform[platform].map((purpose) => ({
        platform,
        purpose,
        allowed: canConnect(actor.role, purpose),
      })),
    ),
  };
}
