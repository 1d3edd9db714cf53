import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@verba/db';
import { DomainError } from '../errors';
import { ensureAccount } from './ensure-account';
import { transfer } from './transfer';
import type { LedgerAccount, LedgerReference } from './types';
import { verifyLedger } from './verify-ledger';

/**
 * For integration tests of anything that moves money: throws, listing every violation, unless all
 * ledger invariants hold. Call it after each money test: `await expectLedgerBalanced(deps.db)`.
 */
export async function expectLedgerBalanced(db: DbOrTx): Promise<void> {
  const violations = await verifyLedger({ db });
  if (violations.length > 0) {
    throw new Error(
      `Ledger invariants violated:\n${violations.map((v) => `- ${v.code}: ${v.message}`).join('\n')}`,
    );
  }
}

/** For tests: an advertiser wallet (a new advertiser unless `owner`) credited with `amount` by a paid payment. */
export async function fundedAdvertiserWallet({
  db,
  amount,
  owner = { type: 'advertiser', id: randomUUID() },
  reference,
}: {
  db: DbOrTx;
  amount: bigint;
  owner?: LedgerReference;
  /** The payment order, when the test looks for it in the statement. */
  reference?: LedgerReference;
}): Promise<{ wallet: LedgerAccount; clearing: LedgerAccount }> {
  const wallet = await ensureAccount({ db, type: 'advertiser_wallet', owner, currency: 'BRL' });
  const clearing = await ensureAccount({ db, type: 'gateway_clearing', currency: 'BRL' });
  await transfer({
    db,
    from: clearing.id,
    to: wallet.id,
    amount,
    kind: 'payment_credit',
    idempotencyKey: `p:${reference?.id ?? randomUUID()}`,
    reference,
  });
  return { wallet, clearing };
}

/** For tests: the DomainError code a promise rejects with, or 'resolved'. */
export const errorCode = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof DomainError ? error.code : String(error)),
  );
