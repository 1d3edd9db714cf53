import { normaliseEmail } from '@verba/domain';

/**
 * What an e-mail audience's search sends: a typed address is normalised and hashed here, in the
 * browser, so the address never reaches the server or its request log; anything else is sent as
 * the beginning of a hash.
 */
export async function emailSearchTerm(text: string): Promise<string> {
  const email = normaliseEmail(text);
  if (!email.ok || email.hashed || !globalThis.crypto?.subtle) return text.trim().toLowerCase();
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(email.value));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
