import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { makePng } from '@verba/core/advertisers/test-images';
import { jobHandlers } from '@verba/core/jobs/handlers';
import { runDueJobs } from '@verba/core/jobs/worker';
import { deleteUnkeptCreativeFiles } from '@verba/core/creatives/cleanup/delete-unkept-creative-files';
import { creativeFileCleanupJob } from '@verba/core/creatives/cleanup/jobs';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, upload, type Headers } from './creative-test-helpers';

const hour = 3600_000;
const day = 24 * hour;

/**
 * Issue 10: uploads never attached to a creative, and the files of creatives archived longer than
 * the retention, are deleted from the blob store and the table by the daily job; nothing kept is.
 */
describe('creative file cleanup', () => {
  let t: TestApp;
  let headers: Headers;
  let advertiserId: string;
  const store = createMemoryBlobStore();

  beforeAll(async () => {
    t = await createTestApp({
      creativeUnattachedFileHours: 24,
      creativeArchivedFileDays: 30,
      advertiserCreationPerMinute: 100,
    });
    provideBlobStore(t.deps, store);
    const company = await createCompany({ db: t.deps.db });
    headers = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    advertiserId = await createAdvertiser(t, headers);
  });
  afterAll(() => t.close());

  let n = 0;
  /** An uploaded banner, `ageMs` old; its id and blob key. */
  const uploaded = async (ageMs = 0) => {
    const res = await upload(t, headers, advertiserId, {
      bytes: makePng({ width: 300, height: 250 }),
      filename: 'b.png',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ data: { id: string } }>().data;
    await t.deps.db.execute(
      sql`UPDATE creative_assets SET created_at = ${new Date(t.deps.now().getTime() - ageMs)} WHERE id = ${id}`,
    );
    const [row] = await queryRows<{ blob_key: string }>(
      t.deps.db,
      sql`SELECT blob_key FROM creative_assets WHERE id = ${id}`,
    );
    return { id, key: row!.blob_key };
  };
  const creativeWith = async (assetId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/advertisers/${advertiserId}/creatives`,
      headers,
      payload: {
        name: `Banner ${++n}`,
        format: 'DISPLAY',
        asset_id: assetId,
        destination_url: 'loja.com.br',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ data: { id: string } }>().data.id;
  };
  const archive = async (creativeId: string, ageMs: number) => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/v1/creatives/${creativeId}`, headers });
    expect(res.statusCode, res.body).toBeLessThan(300);
    await t.deps.db.execute(
      sql`UPDATE creatives SET archived_at = ${new Date(t.deps.now().getTime() - ageMs)} WHERE id = ${creativeId}`,
    );
  };
  const exists = async ({ id, key }: { id: string; key: string }) => {
    const [row] = await queryRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM creative_assets WHERE id = ${id}`,
    );
    return { row: row!.n === 1, file: store.keys().includes(key) };
  };
  const kept = { row: true, file: true };
  const gone = { row: false, file: false };

  it('deletes old unattached uploads and files of long-archived creatives, and keeps the rest', async () => {
    const oldUnattached = await uploaded(25 * hour);
    const freshUnattached = await uploaded(23 * hour);
    const oldAttached = await uploaded(25 * hour);
    await creativeWith(oldAttached.id);
    const longArchived = await uploaded(60 * day);
    const longArchivedCreative = await creativeWith(longArchived.id);
    await archive(longArchivedCreative, 31 * day);
    const recentlyArchived = await uploaded(60 * day);
    await archive(await creativeWith(recentlyArchived.id), 29 * day);
    // One file, two creatives: one archived long ago, one still live, so the file stays.
    const shared = await uploaded(60 * day);
    await archive(await creativeWith(shared.id), 31 * day);
    await creativeWith(shared.id);

    expect(await deleteUnkeptCreativeFiles({ deps: t.deps })).toBe(2);
    expect(await exists(oldUnattached)).toEqual(gone);
    expect(await exists(longArchived)).toEqual(gone);
    expect(await exists(freshUnattached)).toEqual(kept);
    expect(await exists(oldAttached)).toEqual(kept);
    expect(await exists(recentlyArchived)).toEqual(kept);
    expect(await exists(shared)).toEqual(kept);
    // The archived creative's row stays (campaigns may refer to it), without its file.
    const [creative] = await queryRows<{ asset_id: string | null; archived: boolean }>(
      t.deps.db,
      sql`SELECT asset_id, archived_at IS NOT NULL AS archived FROM creatives WHERE id = ${longArchivedCreative}`,
    );
    expect(creative).toEqual({ asset_id: null, archived: true });

    // Idempotent: a second run finds nothing more.
    expect(await deleteUnkeptCreativeFiles({ deps: t.deps })).toBe(0);
  });

  it('finishes a deletion whose file was already removed (a run that failed half-way)', async () => {
    const asset = await uploaded(30 * hour);
    await store.delete(asset.key);
    expect(await deleteUnkeptCreativeFiles({ deps: t.deps })).toBe(1);
    expect(await exists(asset)).toEqual(gone);
  });

  it('runs as the daily durable job started by the migration, which schedules its next run', async () => {
    const asset = await uploaded(30 * hour);
    await runDueJobs({
      deps: t.deps,
      handlers: { [creativeFileCleanupJob]: jobHandlers[creativeFileCleanupJob]! },
    });
    expect(await exists(asset)).toEqual(gone);
    const jobs = await queryRows<{ status: string; run_at: Date }>(
      t.deps.db,
      sql`SELECT status, run_at FROM jobs WHERE kind = ${creativeFileCleanupJob} ORDER BY id`,
    );
    expect(jobs.map((j) => j.status)).toEqual(['done', 'pending']);
    expect(new Date(jobs[1]!.run_at).getTime()).toBeGreaterThan(t.deps.now().getTime() + 23 * hour);
  });
});
