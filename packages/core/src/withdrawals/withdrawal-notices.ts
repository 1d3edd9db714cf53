import { eq } from 'drizzle-orm';
import { companies, type Tx, type WithdrawalRow } from '@verba/db';
import { formatDate, formatMoney, saoPauloTimeZone } from '@verba/domain';
import type { Config } from '../config';
import { queueEmail } from '../mail/queue-email';
import { financeRecipients } from './finance-recipients';
import { maskedAccount } from './masked-account';

/**
 * Queues, in the caller's transaction, one e-mail per finance user of the company about a
 * withdrawal that has just ended: `withdrawal_failed` (with the rail's reason, and that amount
 * plus fee are back in the wallet) or `withdrawal_paid`. Each is rendered in the user's language.
 * Call it only in the transaction that moves the withdrawal to paid or failed: that transition
 * happens once under the row lock, so a replayed job or webhook queues nothing more.
 */
export async function queueWithdrawalNotices({
  tx,
  config,
  withdrawal,
}: {
  tx: Tx;
  config: Pick<Config, 'appUrl'>;
  withdrawal: WithdrawalRow;
}): Promise<number> {
  if (withdrawal.status !== 'paid' && withdrawal.status !== 'failed') return 0;
  const recipients = await financeRecipients({ db: tx, companyId: withdrawal.companyId });
  if (recipients.length === 0) return 0;
  const [company] = await tx
    .select({ tradeName: companies.tradeName, legalName: companies.legalName })
    .from(companies)
    .where(eq(companies.id, withdrawal.companyId));
  const common = {
    company: company?.tradeName || company?.legalName || '',
    amount: formatMoney(withdrawal.amount, withdrawal.currency),
    bank: withdrawal.destination.bank_name || withdrawal.destination.bank_code,
    account: maskedAccount(withdrawal.destination),
    url: `${config.appUrl}/finances?tab=withdrawals`,
  };
  for (const recipient of recipients) {
    const to = recipient.email;
    const { language } = recipient;
    if (withdrawal.status === 'failed') {
      await queueEmail({
        db: tx,
        to,
        language,
        template: 'withdrawal_failed',
        params: {
          ...common,
          name: recipient.name,
          fee: formatMoney(withdrawal.fee, withdrawal.currency),
          total: formatMoney(withdrawal.amount + withdrawal.fee, withdrawal.currency),
          reason: withdrawal.failureReason,
        },
      });
    } else {
      const paidAt = withdrawal.paidAt ?? withdrawal.updatedAt;
      await queueEmail({
        db: tx,
        to,
        language,
        template: 'withdrawal_paid',
        params: {
          ...common,
          name: recipient.name,
          date: formatDate(paidAt, language, { timeZone: saoPauloTimeZone }),
        },
      });
    }
  }
  return recipients.length;
}
