import { randomUUID } from 'node:crypto';
import { withdrawals } from '@verba/db';
import {
  bankByCode,
  formatMoney,
  WITHDRAWAL_FEE_CENTS,
  withdrawalAmountIssue,
  withdrawalCurrency,
  withdrawalMessageKeys,
  withdrawalSettlementDate,
  withdrawalTotal,
  type CreateWithdrawalInput,
  type WithdrawalView,
} from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { DomainError, fail, invalidField } from '../errors';
import { enqueueJob } from '../jobs/enqueue-job';
import { balanceOf } from '../ledger/balance-of';
import { chargebackDebt } from '../ledger/chargeback-debt';
import { withTransaction } from '../ledger/with-transaction';
import { companyWalletOwner } from '../payment-orders/bookings';
import { findMainBankAccount } from '../bank-accounts/find-bank-account';
import { assertPayoutHolder } from './payout-holder';
import { activePayoutRail } from '../payouts/rail-for';
import { payoutSendAt } from '../payouts/payout-schedule';
import { auditWithdrawalRequested } from './audit';
import { bookWithdrawalRequested } from './bookings';
import { sendPayoutJobKind } from './send-payout';
import { toWithdrawalView } from './withdrawal-view';

/**
 * A withdrawal from the company wallet to the main bank account (manager and user_manager, checked
 * by the route). At least R$ 10,00; the amount plus the R$ 3,67 fee must be in the wallet. It
 * settles the same business day when requested before 15:00 (São Paulo), otherwise the next one;
 * the payout job sends it on that day. Row, ledger debits, job and audit commit together.
 */
export async function requestWithdrawal({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: CreateWithdrawalInput;
}): Promise<WithdrawalView> {
  const issue = withdrawalAmountIssue(input.amount);
  if (issue) throw invalidField('amount', issue.key, issue.params);

  const now = deps.now();
  const settlementDate = withdrawalSettlementDate(now);
  const rail = activePayoutRail();
  const id = randomUUID();
  try {
    const row = await withTransaction(deps.db, async (tx) => {
      const account = await findMainBankAccount({ db: tx, companyId: actor.companyId, lock: true });
      if (!account) throw fail('WITHDRAWAL_NO_MAIN_BANK_ACCOUNT');
      await assertPayoutHolder({ tx, companyId: actor.companyId, holderDocument: account.holderDocument });
      const [created] = await tx
        .insert(withdrawals)
        .values({
          id,
          companyId: actor.companyId,
          bankAccountId: account.id,
          destination: {
            bank_code: account.bankCode,
            bank_name: bankByCode(account.bankCode)?.name ?? '',
            agency: account.agency,
            agency_digit: account.agencyDigit,
            account: account.account,
            account_digit: account.accountDigit,
            type: account.type,
            holder_document: account.holderDocument,
          },
          amount: input.amount,
          fee: WITHDRAWAL_FEE_CENTS,
          currency: withdrawalCurrency,
          status: 'requested',
          settlementDate,
          rail: rail.name,
          requestedByUserId: actor.userId,
          requestedAt: now,
          updatedAt: now,
        })
        .returning();
      await bookWithdrawalRequested({ tx, withdrawal: created! });
      await enqueueJob({
        db: tx,
        kind: sendPayoutJobKind,
        payload: { withdrawal_id: id },
        runAt: payoutSendAt(settlementDate, now),
        dedupeKey: `withdrawal:${id}:send`,
        maxAttempts: 20,
      });
      await auditWithdrawalRequested({
        db: tx,
        actor,
        withdrawalId: id,
        metadata: {
          amount: input.amount.toString(),
          fee: WITHDRAWAL_FEE_CENTS.toString(),
          settlement_date: settlementDate,
          bank_account_id: account.id,
        },
        at: now,
      });
      return created!;
    });
    return toWithdrawalView(row);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'INSUFFICIENT_FUNDS')
      throw await insufficientFunds(deps, actor, input.amount);
    throw error;
  }
}

/**
 * INSUFFICIENT_FUNDS on the amount field, saying what is available (the wallet less what the
 * company owes from chargebacks) and what the fee adds.
 */
async function insufficientFunds(deps: Deps, actor: Actor, amount: bigint) {
  const owner = companyWalletOwner(actor.companyId);
  const debt = await chargebackDebt({ db: deps.db, owner, currency: withdrawalCurrency });
  const balance =
    (await balanceOf({ db: deps.db, type: 'company_wallet', owner, currency: withdrawalCurrency })) - debt;
  const issue = withdrawalAmountIssue(amount, balance, debt) ?? {
    key: withdrawalMessageKeys.insufficient,
    params: {
      fee: formatMoney(WITHDRAWAL_FEE_CENTS),
      available: formatMoney(balance > 0n ? balance : 0n),
      total: formatMoney(withdrawalTotal(amount)),
    },
  };
  return new DomainError('INSUFFICIENT_FUNDS', { amount: [issue] });
}
