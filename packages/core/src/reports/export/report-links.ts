import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Deps } from '../../deps';
import { createSecretBox, type SecretBox } from '../../security/secret-box';

function trackingSecretOf(deps: Pick<Deps, 'config'>) {
  const key = deps.config.trackingSecret;
  if (!key) throw new Error('Report links need config.trackingSecret (TRACKING_SECRET)');
  return key;
}

/** Spreadsheet-link secrets are sealed at rest (so the owner can copy the link again) and looked up by hash. */
export const reportLinkBox = (deps: Pick<Deps, 'config'>): SecretBox =>
  createSecretBox(trackingSecretOf(deps), 'report-links');

export const reportLinkUrl = (deps: Pick<Deps, 'config'>, secret: string) =>
  `${deps.config.appUrl}/r/${secret}.csv`;

const downloadKey = (deps: Pick<Deps, 'config'>) =>
  Buffer.from(hkdfSync('sha256', trackingSecretOf(deps), 'verba', 'report-downloads', 32));

const signatureOf = (deps: Pick<Deps, 'config'>, id: string, expires: number) =>
  createHmac('sha256', downloadKey(deps)).update(`${id}.${expires}`).digest('base64url');

/** The signed, expiring URL of an export (HMAC-SHA256 over id and expiry, key derived from TRACKING_SECRET). */
export function signedDownloadUrl(deps: Pick<Deps, 'config'>, id: string, expiresAt: Date) {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${deps.config.appUrl}/api/v1/reports/downloads/${id}?expires=${expires}&signature=${signatureOf(deps, id, expires)}`;
}

/** A download URL's signature: genuine and ahead of its expiry, genuine but expired, or forged/altered. */
export function checkDownloadSignature(
  deps: Pick<Deps, 'config' | 'now'>,
  { id, expires, signature }: { id: string; expires: number; signature: string },
): 'valid' | 'expired' | 'forged' {
  const expected = Buffer.from(signatureOf(deps, id, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return expires * 1000 > deps.now().getTime() ? 'valid' : 'expired';
}
