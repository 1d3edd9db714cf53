import type { DbOrTx } from '@verba/db';
import { companyRecipients } from '../users/company-recipients';

/**
 * Who is told about the company's money (manager, user_manager), when they keep e-mail notices
 * on (Settings → Notifications covers payments; only sign-in codes and password resets ignore it).
 */
export const financeRecipients = ({ db, companyId }: { db: DbOrTx; companyId: string }) =>
  companyRecipients({ db, companyId, capability: 'manageFinance', noticesOnly: true });
