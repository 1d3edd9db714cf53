import { sql } from 'drizzle-orm';
import { sandboxExchangeSlug } from '@verba/domain';
import { queryRows } from '@verba/db';
import type { Deps } from '../deps';
import { hashToken } from '../security/tokens';
import { sandboxExchangeSecret } from './load-exchange-registry';

/**
 * Registers the built-in sandbox exchange (the first registered exchange: slug `sandbox`, OpenRTB
 * 2.6, BRL, a path secret derived from TRACKING_SECRET, billed on `burl`, the platform's notice
 * window) when it is missing, and keeps its path secret the derived one while it uses a path
 * secret. Staff may pause it or change it like any other; it is not a special case in the bidder.
 * Returns the bid path (with the secret) the sandbox traffic posts to.
 */
export async function ensureSandboxExchange({
  deps,
}: {
  deps: Pick<Deps, 'db' | 'config'>;
}): Promise<{ bidPath: string }> {
  const trackingSecret = deps.config.trackingSecret;
  if (!trackingSecret) throw new Error('ensureSandboxExchange needs config.trackingSecret');
  const secret = sandboxExchangeSecret(trackingSecret);
  await queryRows(
    deps.db,
    sql`INSERT INTO exchanges (name, slug, openrtb_version, currency, auth_method, secret_hash, secret_issued_at,
          notice_window_seconds, billing)
        VALUES ('Sandbox exchange', ${sandboxExchangeSlug}, '2.6', 'BRL', 'path_secret', ${hashToken(secret)}, now(),
          ${deps.config.deliveryNoticeWindowSeconds}, 'burl')
        ON CONFLICT (slug) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, updated_at = now()
          WHERE exchanges.auth_method = 'path_secret' AND exchanges.secret_hash IS DISTINCT FROM EXCLUDED.secret_hash
        RETURNING id`,
  );
  return { bidPath: `/openrtb2/bid/x/${sandboxExchangeSlug}/${secret}` };
}
