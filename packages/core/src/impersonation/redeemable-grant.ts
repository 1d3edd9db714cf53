import { and, eq, gt, isNull } from 'drizzle-orm';
import { impersonationGrants } from '@verba/db';
import type { Actor } from '../deps';
import { hashToken } from '../security/tokens';

/** A grant the acting staff member may still redeem: theirs, unused and unexpired. */
export const redeemableGrant = (grant: string, actor: Actor, now: Date) =>
  and(
    eq(impersonationGrants.grantHash, hashToken(grant)),
    eq(impersonationGrants.staffUserId, actor.userId),
    isNull(impersonationGrants.redeemedAt),
    gt(impersonationGrants.expiresAt, now),
  );
