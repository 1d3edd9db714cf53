import { and, eq } from 'drizzle-orm';
import { creativeAssets, type CreativeAssetRow, type DbOrTx } from '@verba/db';
import {
  audioCompanionMimeTypes,
  audioCompanionSize,
  creativeFormatSpecs,
  fileTypeNames,
  findListedWord,
  searchAdWarnings,
  sizeLabel,
  type CreativeInput,
  type CreativeWarningKey,
} from '@verba/domain';
import type { Deps } from '../deps';
import { DomainError } from '../errors';
import { isUuid } from '../ids';
import { blobStoreOf } from '../storage';

export interface CheckedCreative {
  asset: CreativeAssetRow | null;
  /** AUDIO: the companion image's file (640×640 JPEG/PNG), null for other formats. */
  companion: CreativeAssetRow | null;
  requiresCertification: boolean;
  /** Set when the file is gone from storage: the creative is saved but "has error". */
  errorCode: string | null;
  warnings: CreativeWarningKey[];
}

const fieldError = (code: DomainError['code'], field: string, params: Record<string, unknown> = {}) =>
  new DomainError(code, { [field]: [{ key: `errors:${code}`, params }] }, params);

/** Every text a reader of the creative sees. */
function textsOf(input: CreativeInput): (string | null)[] {
  const s = input.search;
  return [
    input.name,
    input.title,
    input.body,
    input.call_to_action,
    input.destination_url,
    input.display_url,
    input.headline,
    input.sponsored_by,
    ...(s
      ? [
          s.final_url,
          s.path1,
          s.path2,
          ...s.titles,
          ...s.descriptions,
          ...s.callouts,
          ...s.keywords,
          ...s.sitelinks.flatMap((l) => [l.text, l.final_url, l.description1, l.description2]),
        ]
      : []),
  ];
}

/**
 * The automatic checks of a creative on create and edit: prohibited words refuse it, words of
 * regulated categories keep it pending for staff with a warning; its file must be one of the
 * advertiser's, of the format's kind and (images) one of the format's sizes; a file missing from
 * storage marks the creative with an error. Search ad recommendations become warnings.
 */
export async function checkCreative({
  deps,
  db,
  advertiserId,
  input,
}: {
  deps: Deps;
  db: DbOrTx;
  advertiserId: string;
  input: CreativeInput;
}): Promise<CheckedCreative> {
  const texts = textsOf(input);
  const blocked = findListedWord(texts, deps.config.creativeBlockedWords);
  if (blocked) throw new DomainError('ASSET_CONTAINS_PROHIBITED_CONTENT', undefined, { word: blocked });
  const warnings: CreativeWarningKey[] = input.search ? searchAdWarnings(input.search) : [];
  const requiresCertification = findListedWord(texts, deps.config.creativeCertificationWords) !== undefined;
  if (requiresCertification) warnings.push({ code: 'ASSET_REQUIRES_CERTIFICATION', field: null, params: {} });

  const spec = creativeFormatSpecs[input.format];
  if (!spec.asset || !input.asset_id)
    return { asset: null, companion: null, requiresCertification, errorCode: null, warnings };

  const asset = await advertiserAsset(db, advertiserId, input.asset_id);
  if (!asset) throw fieldError('CREATIVE_ASSET_NOT_FOUND', 'asset_id');
  if (asset.kind !== spec.asset)
    throw fieldError('INVALID_FILE_TYPE', 'asset_id', { expected: fileTypeNames[spec.asset] });
  if (
    spec.imageSizes &&
    !(spec.imageSizes as readonly string[]).includes(sizeLabel(asset.width!, asset.height!))
  )
    throw fieldError('CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', 'asset_id', {
      width: asset.width,
      height: asset.height,
      expected: spec.imageSizes.join(', '),
    });
  const companion = await checkCompanion(db, advertiserId, input);
  let errorCode: string | null = null;
  for (const file of [asset, companion]) {
    if (!file || errorCode) continue;
    const stored = await blobStoreOf(deps).getStream(file.blobKey);
    stored?.stream.destroy();
    if (!stored) errorCode = 'CREATIVE_ASSET_NOT_FOUND';
  }
  return { asset, companion, requiresCertification, errorCode, warnings };
}

/** One of the advertiser's uploaded files, or undefined (another advertiser's is never found). */
async function advertiserAsset(db: DbOrTx, advertiserId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [asset] = await db
    .select()
    .from(creativeAssets)
    .where(and(eq(creativeAssets.id, id), eq(creativeAssets.advertiserId, advertiserId)))
    .limit(1);
  return asset;
}

/**
 * AUDIO (Spotify): the companion image must be one of the advertiser's images, JPEG or PNG, exactly
 * 640×640 (Spotify refuses anything else: `INVALID_IMAGE_DIMENSIONS`, docs/channels-spotify.md).
 */
async function checkCompanion(
  db: DbOrTx,
  advertiserId: string,
  input: CreativeInput,
): Promise<CreativeAssetRow | null> {
  if (input.format !== 'AUDIO' || !input.companion_asset_id) return null;
  const companion = await advertiserAsset(db, advertiserId, input.companion_asset_id);
  if (!companion) throw fieldError('CREATIVE_ASSET_NOT_FOUND', 'companion_asset_id');
  if (
    companion.kind !== 'image' ||
    !(audioCompanionMimeTypes as readonly string[]).includes(companion.mimeType)
  )
    throw fieldError('INVALID_FILE_TYPE', 'companion_asset_id', { expected: 'JPEG, PNG' });
  if (sizeLabel(companion.width!, companion.height!) !== audioCompanionSize)
    throw fieldError('CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS', 'companion_asset_id', {
      width: companion.width,
      height: companion.height,
      expected: audioCompanionSize,
    });
  return companion;
}
