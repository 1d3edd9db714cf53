import { randomBytes } from 'node:crypto';
import { exchangeBidPath, type ExchangeAuthMethod } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { exchangeSecretBox } from '../security/secret-box';
import { hashToken } from '../security/tokens';
import { recordAudit } from '../audit/record-audit';
import type { DbOrTx } from '@verba/db';

/** Only platform staff manage the registry. */
export function requireStaff(actor: Actor) {
  if (!actor.isStaff) throw fail('FORBIDDEN');
}

/**
 * The checks that depend on the platform's settings: a notice window no longer than
 * DELIVERY_NOTICE_WINDOW_SECONDS (the spend poster and the leases wait for that one), and TLS client
 * certificates only where the bidder terminates TLS itself — it does not (it listens on plain HTTP
 * behind the app's or a load balancer's TLS), so that method is refused with its own message.
 */
export function checkAgainstPlatform(
  deps: Pick<Deps, 'config'>,
  input: { notice_window_seconds: number; auth_method: ExchangeAuthMethod },
) {
  const max = deps.config.deliveryNoticeWindowSeconds;
  if (input.notice_window_seconds > max)
    throw fail(
      'VALIDATION_FAILED',
      { notice_window_seconds: [{ key: 'exchanges:validation.notice_window_too_long', params: { max } }] },
      { max },
    );
  if (input.auth_method === 'tls_client_cert') throw fail('EXCHANGE_TLS_UNAVAILABLE');
}

/** A new secret for a method that has one, with what the row stores of it (hash or sealed). */
export function issueSecret(
  deps: Pick<Deps, 'config'>,
  method: ExchangeAuthMethod,
): { secret: string | null; secretHash: string | null; secretSealed: string | null } {
  if (method === 'path_secret') {
    const secret = randomBytes(32).toString('base64url');
    return { secret, secretHash: hashToken(secret), secretSealed: null };
  }
  if (method === 'signed_header') {
    const key = deps.config.trackingSecret;
    if (!key) throw fail('EXCHANGE_SECRET_KEY_MISSING');
    const secret = randomBytes(32).toString('base64url');
    return { secret, secretHash: null, secretSealed: exchangeSecretBox(key).seal(secret) };
  }
  return { secret: null, secretHash: null, secretSealed: null };
}

/** The full bid path of a path-secret exchange (shown once). */
export const secretBidPath = (slug: string, method: ExchangeAuthMethod, secret: string | null) =>
  method === 'path_secret' && secret ? `${exchangeBidPath(slug)}/${secret}` : null;

export async function auditExchange({
  db,
  actor,
  action,
  exchangeId,
  metadata,
}: {
  db: DbOrTx;
  actor: Actor;
  action:
    | 'exchange.created'
    | 'exchange.updated'
    | 'exchange.secret_rotated'
    | 'exchange.paused'
    | 'exchange.activated';
  exchangeId: string;
  metadata?: Record<string, unknown>;
}) {
  await recordAudit({ db, actor, action, targetType: 'exchange', targetId: exchangeId, metadata });
}
