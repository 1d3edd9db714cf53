import { and, eq, isNull, sql } from 'drizzle-orm';
import { accessTokens, companies, users, type Db } from '@verba/db';
import { roleById } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { hashToken } from '../security/tokens';
import { actorCache, type CachedActor } from './actor-cache';
import { toUserView, userViewColumns, type UserView } from './user-view';

/** The request's actor and the user view `users/me` answers with, read together. */
export interface ResolvedActor {
  actor: Actor;
  user: UserView;
}

const lastUsedResolutionMs = 60_000;

/**
 * The actor behind a bearer token, or null when the token is unknown, expired, revoked, or its
 * user is inactive or deleted. One prepared query (token ⨝ user ⨝ company), skipped while the
 * token sits in the actor cache; last_used_at is written at most once a minute, off the request.
 */
export async function resolveActor({ deps, token, ip }: { deps: Deps; token: string; ip?: string }): Promise<ResolvedActor | null> {
  const tokenHash = hashToken(token);
  const now = deps.now().getTime();
  const ttlMs = deps.config.authCacheTtlMs;
  let found = ttlMs > 0 ? actorCache.get(tokenHash, now, ttlMs) : null;
  if (!found) {
    const epoch = actorCache.epoch;
    found = await lookUp(deps.db, tokenHash);
    if (!found || now >= found.tokenExpiresAt) return null;
    if (ttlMs > 0) actorCache.set(tokenHash, found, now, epoch);
  }
  if (now - found.lastUsedAt > lastUsedResolutionMs) touchLastUsed(deps, found, now);
  return { actor: { ...found.actor, ip }, user: found.user };
}

const prepare = (db: Db) =>
  db
    .select({
      ...userViewColumns,
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      lastUsedAt: accessTokens.lastUsedAt,
      impersonatorUserId: accessTokens.impersonatorUserId,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(accessTokens.revokedAt),
        eq(users.isActive, true),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('resolve_actor');

const statements = new WeakMap<Db, ReturnType<typeof prepare>>();

async function lookUp(db: Db, tokenHash: string): Promise<CachedActor | null> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepare(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ tokenHash });
  const role = row && roleById(row.roleId);
  if (!row || !role) return null;
  return {
    actor: Object.freeze({
      userId: row.id,
      companyId: row.companyId,
      role,
      isStaff: row.isStaff,
      tokenId: row.tokenId,
      impersonatorUserId: row.impersonatorUserId,
      language: row.language,
    }),
    user: Object.freeze(toUserView(row)),
    tokenExpiresAt: row.expiresAt.getTime(),
    lastUsedAt: row.lastUsedAt.getTime(),
  };
}

/** Tokens whose last_used_at write is in flight, so concurrent requests don't repeat it. */
const touching = new Set<string>();

function touchLastUsed(deps: Deps, found: CachedActor, now: number) {
  const { tokenId } = found.actor;
  found.lastUsedAt = now;
  if (touching.has(tokenId)) return;
  touching.add(tokenId);
  setImmediate(() => {
    deps.db
      .update(accessTokens)
      .set({ lastUsedAt: new Date(now) })
      .where(eq(accessTokens.id, tokenId))
      .then(
        () => touching.delete(tokenId),
        (error: unknown) => {
          touching.delete(tokenId);
          deps.logger.error({ err: error, tokenId }, 'could not record an access token last use');
        },
      );
  });
}
