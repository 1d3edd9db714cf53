import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets that must be known again later (an exchange's HMAC secret, to verify its signatures) are
 * kept sealed at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the installation's
 * TRACKING_SECRET, which every bidder and the API already share. Sealed text:
 * `v1.<iv>.<ciphertext>.<tag>` in base64url. A row copied out of the database is useless without
 * the key; changing TRACKING_SECRET means rotating these secrets.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the text was not sealed with this key (or was altered). */
  open(sealed: string): string | null;
}

export function createSecretBox(masterSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterSecret, 'verba', `secret-box:${purpose}`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, body, cipher.getAuthTag()]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || body === undefined || tag === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}

/** The box exchange secrets are sealed in. */
export const exchangeSecretBox = (trackingSecret: string): SecretBox =>
  createSecretBox(trackingSecret, 'exchange-hmac');
