import { createHmac } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { ExchangeAuthMethod, ExchangeBillingMode, ExchangeStatus } from '@verba/domain';
import { exchanges, type DbOrTx } from '@verba/db';
import { exchangeSecretBox } from '../security/secret-box';

/** What a bidder needs of a registered exchange to authenticate its requests and bill its notices. */
export interface RegisteredExchange {
  id: string;
  slug: string;
  status: ExchangeStatus;
  authMethod: ExchangeAuthMethod;
  /** SHA-256 hex of the path secret (`path_secret`). */
  secretHash: string | null;
  /** The HMAC secret (`signed_header`), unsealed; null when it could not be (the exchange is then refused). */
  hmacSecret: string | null;
  /** Source networks allowed (empty = any address). */
  allowedCidrs: readonly string[];
  /** Its notice window, never above the platform's (DELIVERY_NOTICE_WINDOW_SECONDS). */
  noticeWindowSeconds: number;
  billing: ExchangeBillingMode;
  openrtbVersion: '2.5' | '2.6';
  currency: string;
  /** Bumped on any change: the bidder recompiles only changed exchanges. */
  version: string;
}

/**
 * Every registered exchange with its authentication material, for the bidders' in-memory registry
 * (apps/bidder/src/server/exchange-registry.ts), refreshed every few seconds. One small query.
 */
export async function loadExchangeRegistry({
  db,
  trackingSecret,
  noticeWindowSeconds,
  onSealedSecretUnreadable,
}: {
  db: DbOrTx;
  trackingSecret: string;
  /** The platform's DELIVERY_NOTICE_WINDOW_SECONDS: no exchange's window exceeds it. */
  noticeWindowSeconds: number;
  onSealedSecretUnreadable?: (slug: string) => void;
}): Promise<RegisteredExchange[]> {
  const box = exchangeSecretBox(trackingSecret);
  const rows = await db.select().from(exchanges).orderBy(asc(exchanges.createdAt));
  return rows.map((row) => {
    let hmacSecret: string | null = null;
    if (row.authMethod === 'signed_header' && row.secretSealed) {
      hmacSecret = box.open(row.secretSealed);
      if (hmacSecret === null) onSealedSecretUnreadable?.(row.slug);
    }
    return {
      id: row.id,
      slug: row.slug,
      status: row.status,
      authMethod: row.authMethod,
      secretHash: row.secretHash,
      hmacSecret,
      allowedCidrs: row.allowedCidrs,
      noticeWindowSeconds: Math.min(row.noticeWindowSeconds, noticeWindowSeconds),
      billing: row.billing,
      openrtbVersion: row.openrtbVersion,
      currency: row.currency,
      version: `${row.updatedAt.getTime()}:${row.status}:${noticeWindowSeconds}:${hmacSecret === null ? 0 : 1}`,
    };
  });
}

/**
 * The built-in sandbox exchange's path secret, derived from the installation's TRACKING_SECRET so
 * the in-process sandbox traffic authenticates like any exchange without a secret kept anywhere.
 */
export const sandboxExchangeSecret = (trackingSecret: string): string =>
  createHmac('sha256', trackingSecret).update('verba:sandbox-exchange:path-secret').digest('base64url');
