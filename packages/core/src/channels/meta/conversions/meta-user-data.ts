import { createHash } from 'node:crypto';

/**
 * Meta's Conversions API "Customer Information Parameters" (developers.facebook.com/docs/marketing-api/
 * conversions-api/parameters/customer-information-parameters; the normalisation of
 * github:facebook/facebook-nodejs-business-sdk src/objects/serverside/user-data.js and utils.js,
 * read not copied): `em` trimmed and lower-cased, `ph` digits only with the country code (Brazil's
 * 55 added to a 10–11 digit national number, leading zeros dropped), `external_id` as given — each
 * sent as the lower-case hex SHA-256 of the normalised value; a value already a SHA-256 is kept.
 */
const sha256Pattern = /^[0-9a-f]{64}$/i;

export const sha256Hex = (value: string): string => createHash('sha256').update(value, 'utf8').digest('hex');

const hashedOr = (value: string, normalise: (v: string) => string | null): string | null => {
  const trimmed = value.trim();
  if (sha256Pattern.test(trimmed)) return trimmed.toLowerCase();
  const normal = normalise(trimmed);
  return normal ? sha256Hex(normal) : null;
};

export const normaliseEmail = (email: string): string | null => {
  const normal = email.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normal) ? normal : null;
};

export const normalisePhone = (phone: string): string | null => {
  const digits = phone.replace(/\D/g, '').replace(/^0+/, '');
  if (digits.length < 8) return null;
  return digits.length === 10 || digits.length === 11 ? `55${digits}` : digits;
};

/** The e-mail's `em` hash (null: not an e-mail). */
export const hashEmail = (email: string): string | null => hashedOr(email, normaliseEmail);
/** The phone's `ph` hash (null: not a phone number). */
export const hashPhone = (phone: string): string | null => hashedOr(phone, normalisePhone);

/** A pixel event's `user_data`: only hashes (external_id = SHA-256 of Verba's visitor id). */
export function metaUserDataOf(event: {
  visitorId: string | null;
  emailSha256: string | null;
  phoneSha256: string | null;
}): Record<string, string[]> {
  return {
    ...(event.emailSha256 ? { em: [event.emailSha256] } : {}),
    ...(event.phoneSha256 ? { ph: [event.phoneSha256] } : {}),
    ...(event.visitorId ? { external_id: [sha256Hex(event.visitorId)] } : {}),
  };
}
