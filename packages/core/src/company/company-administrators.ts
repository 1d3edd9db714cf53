import type { DbOrTx } from '@verba/db';
import { companyRecipients } from '../users/company-recipients';

/**
 * Who can invite someone into the company (manager, user_manager), asked whether to: whatever
 * their notice setting, since only they can act on it.
 */
export const companyAdministrators = ({ db, companyId }: { db: DbOrTx; companyId: string }) =>
  companyRecipients({ db, companyId, capability: 'manageUsers', noticesOnly: false });
