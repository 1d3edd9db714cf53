import type { CreateExchangeInput, ExchangeWithSecret } from '@verba/domain';
import { exchanges } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { isUniqueViolation } from '../users/email-availability';
import { exchangeView } from './exchange-view';
import {
  auditExchange,
  checkAgainstPlatform,
  issueSecret,
  requireStaff,
  secretBidPath,
} from './exchange-rules';

/**
 * POST staff/exchanges — staff only. Registers an exchange; its secret (path secret or HMAC
 * secret) is answered here once and never again. Audited.
 */
export async function createExchange({
  deps,
  actor,
  input,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now'>;
  actor: Actor;
  input: CreateExchangeInput;
}): Promise<ExchangeWithSecret> {
  requireStaff(actor);
  checkAgainstPlatform(deps, input);
  const issued = issueSecret(deps, input.auth_method);
  const now = deps.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(exchanges)
        .values({
          name: input.name,
          slug: input.slug,
          openrtbVersion: input.openrtb_version,
          seatIds: input.seat_ids,
          currency: input.currency,
          authMethod: input.auth_method,
          secretHash: issued.secretHash,
          secretSealed: issued.secretSealed,
          secretIssuedAt: issued.secret ? now : null,
          allowedCidrs: input.allowed_cidrs,
          tlsFingerprint: input.tls_fingerprint ?? null,
          noticeWindowSeconds: input.notice_window_seconds,
          billing: input.billing,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await auditExchange({
        db: tx,
        actor,
        action: 'exchange.created',
        exchangeId: row!.id,
        metadata: { slug: input.slug, auth_method: input.auth_method, billing: input.billing },
      });
      return {
        data: exchangeView(row!),
        secret: issued.secret,
        secret_bid_path: secretBidPath(row!.slug, row!.authMethod, issued.secret),
      };
    });
  } catch (error) {
    throw isUniqueViolation(error) ? fail('EXCHANGE_SLUG_TAKEN') : error;
  }
}
