/**
 * The creative files that ads load on publisher pages (DESIGN §6 and §8a, issue 25): served on a
 * path meant for third-party pages, `/cr/v1/<asset id>/<token>.<ext>`, under `CREATIVES_ORIGIN`
 * (the app's own origin by default, a CDN in production). The token is the asset's 256-bit file
 * token (the capability) and the extension is the stored type's, so one file has exactly one URL.
 * A file behind an asset never changes (a replacement is a new asset with a new token): the URL
 * always names the same bytes, and caches may keep it for a year.
 */
import type { CreativeMimeType } from './files';

/** The path prefix of served creative files (what a CDN in front of `CREATIVES_ORIGIN` forwards). */
export const servedCreativePathPrefix = '/cr/v1';

/** The extension each accepted content type is served with. */
export const servedCreativeExtensions: Readonly<Record<CreativeMimeType, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
};

/** The extension of a stored content type; `bin` for a type no longer accepted (never served as another type). */
export const servedCreativeExtensionOf = (mimeType: string): string =>
  servedCreativeExtensions[mimeType as CreativeMimeType] ?? 'bin';

export interface ServedCreativeFile {
  id: string;
  fileToken: string;
  mimeType: string;
}

/** `/cr/v1/<id>/<token>.<ext>`. */
export const servedCreativePath = ({ id, fileToken, mimeType }: ServedCreativeFile): string =>
  `${servedCreativePathPrefix}/${id}/${fileToken}.${servedCreativeExtensionOf(mimeType)}`;

/** The absolute URL the bidder's markup references: `origin` (CREATIVES_ORIGIN) + the path. */
export const servedCreativeUrl = (origin: string, file: ServedCreativeFile): string =>
  `${origin.replace(/\/+$/, '')}${servedCreativePath(file)}`;

/** `<token>.<ext>` → its parts; null when it is not that shape. */
export function parseServedCreativeName(name: string): { token: string; extension: string } | null {
  const match = /^([A-Za-z0-9_-]{1,64})\.([a-z0-9]{1,5})$/.exec(name);
  return match ? { token: match[1]!, extension: match[2]! } : null;
}

/** A strong ETag per asset: its bytes never change, so the id and size name them. */
export const servedCreativeEtag = (id: string, size: number): string => `"${id}.${size}"`;

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, '');

/** `If-None-Match` (weak comparison, `*` or a list) names this ETag. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaqueTag(tag) === etag);
}

/**
 * Whether a `Range` may be honoured given `If-Range` (RFC 9110 §13.1.5): no header, the same
 * strong ETag, or the exact Last-Modified date. Otherwise the whole file is sent.
 */
export function ifRangeHolds(header: string | undefined, etag: string, lastModified: string): boolean {
  if (header === undefined) return true;
  const value = header.trim();
  if (value.startsWith('W/')) return false;
  if (value.startsWith('"')) return value === etag;
  return value === lastModified;
}
