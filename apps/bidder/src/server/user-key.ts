import { createHash } from 'node:crypto';

/** The frequency-cap and event key of a user id (buyeruid, user.id or ifa): never stored in clear. */
export function hashUserKey(raw: string): string {
  if (raw === '') return '';
  return createHash('sha256').update(raw).digest('base64url').slice(0, 22);
}
