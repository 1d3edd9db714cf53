import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { creativeFormats } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createMemoryBlobStore, provideBlobStore } from '../storage';
import { createAdvertiserSchema } from '@verba/domain';
import { createAdvertiser } from '../advertisers/create-advertiser';
import { demoAdminActor } from './seed-demo-finance';
import { demoAdvertisers } from './demo-finance-data';
import { seedDemo } from './seed-demo';

describe('demo creatives', () => {
  let deps: TestDeps;
  const store = createMemoryBlobStore();
  let loggedErrors: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    deps = await createTestDeps();
    provideBlobStore(deps, store);
    loggedErrors = vi.spyOn(deps.logger, 'error');
  });
  afterAll(() => deps.database.close());

  it('gives each active demo advertiser approved creatives of every format with real files, once', async () => {
    await seedDemo({ deps });
    expect(loggedErrors).not.toHaveBeenCalled();
    const count = async () =>
      (await queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM creatives`))[0]!.n;
    const first = await count();
    await seedDemo({ deps });
    expect(await count()).toBe(first);

    const rows = await queryRows<{
      advertiser_id: string;
      format: string;
      status: string;
      size: string | null;
    }>(
      deps.db,
      sql`SELECT c.advertiser_id, c.format, c.status, c.width || 'x' || c.height AS size
          FROM creatives c JOIN advertisers a ON a.id = c.advertiser_id WHERE a.status = 'active'`,
    );
    const advertisers = new Set(rows.map((r) => r.advertiser_id));
    expect(advertisers.size).toBeGreaterThan(0);
    for (const id of advertisers) {
      const mine = rows.filter((r) => r.advertiser_id === id);
      expect(new Set(mine.map((r) => r.format))).toEqual(new Set(creativeFormats));
      expect(
        mine
          .filter((r) => r.format === 'DISPLAY')
          .map((r) => r.size)
          .sort(),
      ).toEqual(['300x250', '320x50', '728x90']);
    }
    expect(rows.every((r) => r.status === 'approved')).toBe(true);
    const assets = await queryRows<{ blob_key: string }>(deps.db, sql`SELECT blob_key FROM creative_assets`);
    expect(assets.every((a) => store.keys().includes(a.blob_key))).toBe(true);
  });

  it('never seeds into advertisers users created, and skips the whole seed once it went through', async () => {
    await seedDemo({ deps });
    const admin = await demoAdminActor(deps, 'admin@verba.demo');
    const mine = await createAdvertiser({
      deps,
      actor: admin!,
      input: createAdvertiserSchema.parse({
        ...demoAdvertisers[0]!.input,
        name: 'Padaria Nova Criada por Usuário Ltda',
        display_name: 'Padaria Nova',
      }),
    });
    const creativesOf = async (id: string) =>
      (
        await queryRows<{ n: number }>(
          deps.db,
          sql`SELECT count(*)::int AS n FROM creatives WHERE advertiser_id = ${id}`,
        )
      )[0]!.n;
    const before = store.keys().length;
    await seedDemo({ deps });
    expect(await creativesOf(mine.id)).toBe(0);
    expect(store.keys().length).toBe(before);
    // An installation seeded before the marker existed: each part runs again, still only the demo's own.
    await deps.db.execute(sql`DELETE FROM demo_seeds`);
    await seedDemo({ deps });
    expect(await creativesOf(mine.id)).toBe(0);
    expect(store.keys().length).toBe(before);
    expect(
      (await queryRows<{ n: number }>(deps.db, sql`SELECT count(*)::int AS n FROM demo_seeds`))[0]!.n,
    ).toBe(1);
  });
});
