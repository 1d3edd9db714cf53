import type { DbOrTx } from '@verba/db';
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
