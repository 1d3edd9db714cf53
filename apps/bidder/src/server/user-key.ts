import { hash } from 'node:crypto';

/** The frequency-cap and event key of a user id (buyeruid, user.id or ifa): never stored in clear. */
export function hashUserKey(raw: string): string {
  if (raw === '') return '';
  return hash('sha256', raw, 'base64url').slice(0, 22);
}
