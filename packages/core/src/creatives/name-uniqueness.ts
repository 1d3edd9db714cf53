import { isUniqueViolation } from '../users/email-availability';
import { fail } from '../errors';

/** Runs a write and turns the unique index on (advertiser, lower(name)) into DUPLICATE_ASSET_NAME. */
export async function withUniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw fail('DUPLICATE_ASSET_NAME', { name: [{ key: 'errors:DUPLICATE_ASSET_NAME', params: {} }] });
    throw error;
  }
}
