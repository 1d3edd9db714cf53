import { fail } from '../errors';
import { isUniqueViolation } from '../users/email-availability';

/** A second list of the same name for one advertiser hits the unique index: a 409, not a 500. */
export async function withUniqueListName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw fail('CUSTOM_LIST_NAME_TAKEN');
    throw error;
  }
}
