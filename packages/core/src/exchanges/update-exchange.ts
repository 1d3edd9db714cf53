import { eq } from 'drizzle-orm';
import type { ExchangeView, ExchangeWithSecret, UpdateExchangeInput } from '@verba/domain';
import { exchanges } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { exchangeView } from './exchange-view';
import {
  auditExchange,
  checkAgainstPlatform,
  issueSecret,
  requireStaff,
  secretBidPath,
} from './exchange-rules';
import { findExchange } from './find-exchange';

/**
 * PUT staff/exchanges/{id} — staff only. Changes everything but the slug. A change of
 * authentication method issues a new secret for the new method (answered once, like creation);
 * otherwise the secret is kept. Audited with the fields that changed.
 */
export async function updateExchange({
  deps,
  actor,
  id,
  input,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now'>;
  actor: Actor;
  id: string;
  input: UpdateExchangeInput;
}): Promise<ExchangeWithSecret> {
  requireStaff(actor);
  checkAgainstPlatform(deps, input);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findExchange({ db: tx, id, forUpdate: true });
    const methodChanged = current.authMethod !== input.auth_method;
    const issued = methodChanged ? issueSecret(deps, input.auth_method) : null;
    const [row] = await tx
      .update(exchanges)
      .set({
        name: input.name,
        openrtbVersion: input.openrtb_version,
        seatIds: input.seat_ids,
        currency: input.currency,
        authMethod: input.auth_method,
        ...(issued && {
          secretHash: issued.secretHash,
          secretSealed: issued.secretSealed,
          secretIssuedAt: issued.secret ? now : null,
        }),
        allowedCidrs: input.allowed_cidrs,
        tlsFingerprint: input.tls_fingerprint ?? null,
        noticeWindowSeconds: input.notice_window_seconds,
        billing: input.billing,
        updatedAt: now,
      })
      .where(eq(exchanges.id, current.id))
      .returning();
    const before = exchangeView(current);
    const after = exchangeView(row!);
    const changed = (Object.keys(after) as (keyof ExchangeView)[]).filter(
      (key) =>
        key !== 'updated_at' &&
        key !== 'secret_issued_at' &&
        JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    await auditExchange({
      db: tx,
      actor,
      action: 'exchange.updated',
      exchangeId: current.id,
      metadata: { changed, secret_issued: issued?.secret != null },
    });
    const secret = issued?.secret ?? null;
    return { data: after, secret, secret_bid_path: secretBidPath(row!.slug, row!.authMethod, secret) };
  });
}
