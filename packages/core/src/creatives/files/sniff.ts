import { fileTypeFromBuffer } from 'file-type';
import { assetKindOfMime, type CreativeAssetKind, type CreativeMimeType } from '@verba/domain';
import { fail } from '../../errors';

/** Bytes looked at to tell a file's type (file-type's recommended sample size). */
export const sniffBytes = 4100;

/** What file-type answers → the type the creative keeps (one name per container). */
const canonicalMime: Record<string, CreativeMimeType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/gif',
  'video/mp4': 'video/mp4',
  'audio/mpeg': 'audio/mpeg',
  'audio/x-m4a': 'audio/mp4',
  'audio/mp4': 'audio/mp4',
  'audio/ogg': 'audio/ogg',
  'audio/ogg; codecs=opus': 'audio/ogg',
  'audio/wav': 'audio/wav',
};

/** Markup that a browser could run or render as a document: never a creative file. */
const activeMarkup = /<\s*(svg|\?xml|!doctype|html|script|iframe|object|embed)\b/i;

export interface SniffedFile {
  mime: CreativeMimeType;
  kind: CreativeAssetKind;
}

/**
 * The type told by a file's first bytes, never its name or the declared type. Markup (SVG, HTML,
 * scripts) is prohibited content; anything else not accepted is an unsupported type.
 */
export async function sniffCreativeFile(head: Buffer): Promise<SniffedFile> {
  const detected = await fileTypeFromBuffer(head);
  const mime = detected && canonicalMime[detected.mime];
  if (!detected || !mime) {
    const start = head
      .subarray(0, 1024)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
    if (activeMarkup.test(start))
      throw fail('ASSET_CONTAINS_PROHIBITED_CONTENT', undefined, { word: 'SVG/HTML' });
    throw fail('CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED');
  }
  if (detected.ext === 'mp2' || detected.ext === 'mp1') throw fail('CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED');
  return { mime, kind: assetKindOfMime(mime)! };
}
