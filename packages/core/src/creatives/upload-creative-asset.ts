import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { creativeAssets } from '@verba/db';
import type { CreativeAsset, Language } from '@verba/domain';
import { assertEditable, findAdvertiser } from '../advertisers/find-advertiser';
import { recordAudit } from '../audit/record-audit';
import type { Actor, Deps } from '../deps';
import { DomainError, fail } from '../errors';
import { isUuid } from '../ids';
import { blobStoreOf } from '../storage';
import { toCreativeAssetView } from './creative-view';
import { inspectUpload } from './files/inspect-upload';
import { audioFacts, imageFacts, videoFacts, type MediaFacts } from './files/media-facts';
import { assertSameDimensions } from './same-dimensions';

/**
 * `POST advertisers/:id/creative-assets`: streams one file into the BlobStore while checking it
 * (type from its bytes, size limit of its kind, MP4 index), then reads its facts (image header
 * and structure, video size and duration, audio duration) and records it. Any refusal removes
 * what was stored: a refused file leaves neither a blob nor a row.
 */
export async function uploadCreativeAsset({
  deps,
  actor,
  advertiserId,
  file,
  originalName = '',
  replaces,
  language,
}: {
  deps: Deps;
  actor: Actor;
  advertiserId: string;
  file: AsyncIterable<Uint8Array>;
  originalName?: string;
  /** The asset this file replaces: the new one must have its dimensions (spec §5). */
  replaces?: string | undefined;
  language: Language;
}): Promise<CreativeAsset> {
  const advertiser = await findAdvertiser({ db: deps.db, companyId: actor.companyId, id: advertiserId });
  assertEditable(advertiser);
  const replaced = replaces
    ? await findReplacedAsset({ deps, advertiserId: advertiser.id, id: replaces })
    : null;

  const id = randomUUID();
  const key = `creatives/${advertiser.id}/${id}-${randomBytes(8).toString('hex')}`;
  const store = blobStoreOf(deps);
  const upload = inspectUpload({ source: file, language });
  try {
    await store.putStream(key, upload.stream);
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw asUploadError(error, deps);
  }

  try {
    const inspected = upload.result();
    let facts: MediaFacts;
    if (inspected.kind === 'image') facts = await imageFacts(inspected);
    else if (inspected.kind === 'video') facts = videoFacts(inspected);
    else {
      const stored = await store.getStream(key);
      if (!stored) throw fail('CREATIVE_ASSET_NOT_FOUND');
      facts = await audioFacts(inspected, stored);
    }
    if (replaced) assertSameDimensions(replaced, { kind: inspected.kind, ...facts });

    const now = deps.now();
    const row = await deps.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(creativeAssets)
        .values({
          id,
          companyId: actor.companyId,
          advertiserId: advertiser.id,
          kind: inspected.kind,
          mimeType: inspected.mime,
          sizeBytes: inspected.bytes,
          width: facts.width,
          height: facts.height,
          durationMs: facts.durationMs,
          originalName: originalName.slice(0, 255),
          blobKey: key,
          fileToken: randomBytes(32).toString('base64url'),
          createdByUserId: actor.userId,
          createdAt: now,
        })
        .returning();
      await recordAudit({
        db: tx,
        actor,
        action: 'creative_asset.uploaded',
        targetType: 'creative_asset',
        targetId: id,
        metadata: { advertiser_id: advertiser.id, kind: inspected.kind, bytes: inspected.bytes },
        at: now,
      });
      return inserted!;
    });
    return toCreativeAssetView(row);
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}

async function findReplacedAsset({
  deps,
  advertiserId,
  id,
}: {
  deps: Deps;
  advertiserId: string;
  id: string;
}) {
  if (!isUuid(id)) throw fail('CREATIVE_ASSET_NOT_FOUND');
  const [row] = await deps.db
    .select()
    .from(creativeAssets)
    .where(and(eq(creativeAssets.id, id), eq(creativeAssets.advertiserId, advertiserId)))
    .limit(1);
  if (!row) throw fail('CREATIVE_ASSET_NOT_FOUND');
  return row;
}

/** A refusal passes as is; a storage failure is the spec's default "problem in creation, retry". */
function asUploadError(error: unknown, deps: Deps): unknown {
  if (error instanceof DomainError) return error;
  deps.logger.warn({ err: error }, 'creative upload not stored');
  return fail('CREATIVE_CREATION_FAILED');
}
