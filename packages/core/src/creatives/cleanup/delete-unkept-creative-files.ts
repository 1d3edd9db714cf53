import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { Deps } from '../../deps';
import { blobStoreOf } from '../../storage/index';

const hourMs = 3600_000;
const batchSize = 100;

interface Cutoffs {
  /** Files uploaded before this and referred to by no creative are not kept. */
  unattachedBefore: Date;
  /** Creatives archived before this no longer keep their file. */
  archivedBefore: Date;
}

/**
 * A creative keeps a file (its own, or an AUDIO creative's companion image) while it is live, or
 * archived for less than the retention.
 */
const keptBy = (assetId: SQL, { archivedBefore }: Cutoffs) => sql`EXISTS (
  SELECT 1 FROM creatives k WHERE (k.asset_id = ${assetId} OR k.companion_asset_id = ${assetId})
    AND (k.archived_at IS NULL OR k.archived_at >= ${archivedBefore}))`;

/** Uploads old enough that no creative refers to (never attached, or replaced since). */
const unattachedBatch = (cutoffs: Cutoffs) => sql`
  SELECT a.id FROM creative_assets a
  WHERE a.created_at < ${cutoffs.unattachedBefore}
    AND NOT EXISTS (SELECT 1 FROM creatives c WHERE c.asset_id = a.id OR c.companion_asset_id = a.id)
  ORDER BY a.created_at LIMIT ${batchSize}`;

/** Files of creatives archived before the retention, that no other creative keeps. */
const archivedBatch = (cutoffs: Cutoffs) => sql`
  SELECT DISTINCT f.id FROM creatives c
  CROSS JOIN LATERAL (VALUES (c.asset_id), (c.companion_asset_id)) AS f(id)
  WHERE c.archived_at < ${cutoffs.archivedBefore} AND f.id IS NOT NULL
    AND NOT ${keptBy(sql`f.id`, cutoffs)}
  LIMIT ${batchSize}`;

/**
 * Deletes one file when nothing keeps it, checked again with the asset's row locked (a creative
 * saved meanwhile waits for the lock, then finds the file gone): first the bytes, then the archived
 * creatives' reference and the row, in one transaction. If that fails after the bytes are gone,
 * the row is still unkept and the next run finishes it (deleting a missing key is no error).
 */
async function deleteIfUnkept(deps: Deps, id: string, cutoffs: Cutoffs): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [asset] = await queryRows<{ blob_key: string }>(
      tx,
      sql`SELECT blob_key FROM creative_assets a
          WHERE a.id = ${id} AND NOT ${keptBy(sql`a.id`, cutoffs)}
            AND (a.created_at < ${cutoffs.unattachedBefore}
                 OR EXISTS (SELECT 1 FROM creatives r WHERE r.asset_id = a.id OR r.companion_asset_id = a.id))
          FOR UPDATE`,
    );
    if (!asset) return false;
    await blobStoreOf(deps).delete(asset.blob_key);
    await tx.execute(sql`UPDATE creatives SET asset_id = NULL WHERE asset_id = ${id}`);
    await tx.execute(sql`UPDATE creatives SET companion_asset_id = NULL WHERE companion_asset_id = ${id}`);
    await tx.execute(sql`DELETE FROM creative_assets WHERE id = ${id}`);
    return true;
  });
}

/**
 * Deletes, from the blob store and the table, the creative files nobody keeps: uploads no creative
 * refers to once older than CREATIVE_UNATTACHED_FILE_HOURS, and the files of creatives archived
 * more than CREATIVE_ARCHIVED_FILE_DAYS ago (the creative's row stays, without its file).
 * Idempotent; returns how many files were deleted.
 */
export async function deleteUnkeptCreativeFiles({ deps }: { deps: Deps }): Promise<number> {
  const now = deps.now().getTime();
  const cutoffs: Cutoffs = {
    unattachedBefore: new Date(now - deps.config.creativeUnattachedFileHours * hourMs),
    archivedBefore: new Date(now - deps.config.creativeArchivedFileDays * 24 * hourMs),
  };
  let deleted = 0;
  for (const batch of [unattachedBatch, archivedBatch]) {
    for (;;) {
      const ids = await queryRows<{ id: string }>(deps.db, batch(cutoffs));
      let deletedNow = 0;
      for (const { id } of ids) if (await deleteIfUnkept(deps, id, cutoffs)) deletedNow++;
      deleted += deletedNow;
      // A full batch that deleted nothing (all kept meanwhile) would be found again: stop.
      if (ids.length < batchSize || deletedNow === 0) break;
    }
  }
  return deleted;
}
