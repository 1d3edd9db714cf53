import { eq } from 'drizzle-orm';
import { exchangeMethodHasSecret, type ExchangeWithSecret } from '@verba/domain';
import { exchanges } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { fail } from '../errors';
import { exchangeView } from './exchange-view';
import { auditExchange, issueSecret, requireStaff, secretBidPath } from './exchange-rules';
import { findExchange } from './find-exchange';

/**
 * POST staff/exchanges/{id}/rotate-secret — staff only. Issues a new secret (answered once); the
 * old one stops working as soon as the bidders refresh the registry (seconds). Audited.
 */
export async function rotateExchangeSecret({
  deps,
  actor,
  id,
}: {
  deps: Pick<Deps, 'db' | 'config' | 'now'>;
  actor: Actor;
  id: string;
}): Promise<ExchangeWithSecret> {
  requireStaff(actor);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const current = await findExchange({ db: tx, id, forUpdate: true });
    if (!exchangeMethodHasSecret(current.authMethod)) throw fail('EXCHANGE_HAS_NO_SECRET');
    const issued = issueSecret(deps, current.authMethod);
    const [row] = await tx
      .update(exchanges)
      .set({
        secretHash: issued.secretHash,
        secretSealed: issued.secretSealed,
        secretIssuedAt: now,
        updatedAt: now,
      })
      .where(eq(exchanges.id, current.id))
      .returning();
    await auditExchange({ db: tx, actor, action: 'exchange.secret_rotated', exchangeId: current.id });
    return {
      data: exchangeView(row!),
      secret: issued.secret,
      secret_bid_path: secretBidPath(row!.slug, row!.authMethod, issued.secret),
    };
  });
}
