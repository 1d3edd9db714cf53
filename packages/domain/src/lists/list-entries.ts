/**
 * What a site/app list or custom audience holds, and how a raw cell becomes one entry
 * (issue 10): domains normalised, app ids validated, e-mails normalised before hashing.
 */
export const customListTypes = ['BLACKLIST', 'WISHLIST', 'SITE_LIST', 'APP_LIST', 'EMAIL_AUDIENCE'] as const;
export type CustomListType = (typeof customListTypes)[number];

/** What one entry is: a site's domain, an app id, or an e-mail (stored only as its SHA-256). */
export const customListEntryKinds = ['domain', 'app', 'email'] as const;
export type CustomListEntryKind = (typeof customListEntryKinds)[number];

/** BLACKLIST and WISHLIST hold sites or apps, chosen at creation; the others hold one kind. */
export function entryKindsOf(type: CustomListType): CustomListEntryKind[] {
  if (type === 'SITE_LIST') return ['domain'];
  if (type === 'APP_LIST') return ['app'];
  if (type === 'EMAIL_AUDIENCE') return ['email'];
  return ['domain', 'app'];
}

export const customListLimits = {
  name: 80,
  /** Entries one list may hold. */
  entries: 200_000,
  /** Entries added by hand in one request. */
  manualEntries: 100,
  /** Invalid rows an import report lists one by one (the count covers them all). */
  reportedInvalidRows: 100,
} as const;

export const entryRejections = [
  'empty',
  'too_long',
  'domain_invalid',
  'ip_address',
  'app_invalid',
  'email_invalid',
] as const;
export type EntryRejection = (typeof entryRejections)[number];

export type NormalisedEntry = { ok: true; value: string } | { ok: false; reason: EntryRejection };

const label = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const topLevel = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Unicode host to its ASCII (punycode) form through the WHATWG URL parser, or undefined. */
function asciiHost(host: string): string | undefined {
  try {
    return new URL(`http://${host}`).hostname;
  } catch {
    return undefined;
  }
}

/**
 * A site as its registrable host: lower case, without scheme, credentials, port, path, query,
 * fragment, trailing dot or a leading `www.`; IDN in punycode (`ação.com.br` → `xn--ao-siap.com.br`).
 */
export function normaliseDomain(raw: string): NormalisedEntry {
  let host = raw.trim().toLowerCase();
  if (!host) return { ok: false, reason: 'empty' };
  if (host.length > 2048) return { ok: false, reason: 'too_long' };
  host = host.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  host = host.split(/[/?#\\]/, 1)[0]!;
  host = host.slice(host.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return { ok: false, reason: 'ip_address' };
  host = host.replace(/:\d*$/, '').replace(/\.$/, '');
  if (ipv4.test(host)) return { ok: false, reason: 'ip_address' };
  const ascii = asciiHost(host);
  if (!ascii || ascii !== ascii.toLowerCase()) return { ok: false, reason: 'domain_invalid' };
  const domain = ascii.replace(/^www\./, '');
  if (domain.length > 253) return { ok: false, reason: 'too_long' };
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part)) || !topLevel.test(labels.at(-1)!))
    return { ok: false, reason: 'domain_invalid' };
  return { ok: true, value: domain };
}

const androidPackage = /^[a-zA-Z][a-zA-Z0-9_]*(?:\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const iosBundleId = /^[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)+$/;
const appStoreId = /^(?:id)?(\d{6,12})$/i;

/** The app id inside a store link (Google Play `?id=`, App Store `/id123…`), else the text itself. */
function appIdFromLink(text: string): string {
  const play = /^(?:https?:\/\/)?play\.google\.com\/store\/apps\/details\?(?:.*&)?id=([^&#\s]+)/i.exec(text);
  if (play) return decodeURIComponent(play[1]!);
  const apple = /^(?:https?:\/\/)?(?:apps|itunes)\.apple\.com\/.*\/id(\d{6,12})(?:[/?#]|$)/i.exec(text);
  if (apple) return apple[1]!;
  return text;
}

/**
 * An app as OpenRTB `app.bundle` names it: an Android package name (`com.example.app`), an
 * App Store numeric id (`id389801252` or `389801252` → `389801252`) or an iOS bundle id
 * (`com.example.My-App`). Store links are read for their id. Case is kept (package names are
 * case-sensitive).
 */
export function normaliseAppId(raw: string): NormalisedEntry {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > 255) return { ok: false, reason: 'too_long' };
  const id = appIdFromLink(text);
  const numeric = appStoreId.exec(id);
  if (numeric) return { ok: true, value: numeric[1]! };
  if (androidPackage.test(id) || iosBundleId.test(id)) return { ok: true, value: id };
  return { ok: false, reason: 'app_invalid' };
}

const emailShape = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@([^@\s]{1,253})$/;
/** An already hashed address (lower-case hex SHA-256), as some advertisers upload them. */
export const sha256Hex = /^[0-9a-f]{64}$/;

/**
 * An e-mail as it is hashed: trimmed and lower-cased, its domain in punycode. Gmail's dots and
 * `+tags` are kept: they are not removed, so an address matches only as typed (documented choice).
 * A 64-character hex string is taken as an address already hashed by the advertiser.
 */
export function normaliseEmail(raw: string): NormalisedEntry & { hashed?: boolean } {
  const text = raw.trim().toLowerCase();
  if (!text) return { ok: false, reason: 'empty' };
  if (sha256Hex.test(text)) return { ok: true, value: text, hashed: true };
  if (text.length > 254) return { ok: false, reason: 'too_long' };
  const match = emailShape.exec(text);
  if (!match) return { ok: false, reason: 'email_invalid' };
  const local = text.slice(0, text.lastIndexOf('@'));
  if (local.startsWith('.') || local.endsWith('.') || local.includes('..'))
    return { ok: false, reason: 'email_invalid' };
  const domain = normaliseDomainStrict(match[1]!);
  if (!domain) return { ok: false, reason: 'email_invalid' };
  return { ok: true, value: `${local}@${domain}` };
}

/** An e-mail's domain: no scheme/path stripping, and `www.` kept (it is part of the address). */
function normaliseDomainStrict(host: string): string | undefined {
  if (/[/?#:[\]\\]/.test(host)) return undefined;
  const ascii = asciiHost(host);
  if (!ascii) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((part) => label.test(part)) || !topLevel.test(labels.at(-1)!))
    return undefined;
  return ascii;
}

/** One raw cell as an entry of `kind` (e-mails still in clear: the server hashes them). */
export function normaliseEntry(kind: CustomListEntryKind, raw: string): NormalisedEntry {
  if (kind === 'domain') return normaliseDomain(raw);
  if (kind === 'app') return normaliseAppId(raw);
  return normaliseEmail(raw);
}
