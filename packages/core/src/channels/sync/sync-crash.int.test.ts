import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createDatabase, queryRows, type Database } from '@verba/db';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { testConfig } from '../../config';
import { expectLedgerBalanced } from '../../ledger/testing';
import { postChannelDaySpend } from '../money/post-channel-day-spend';
import { reconcileChannelSpend } from '../money/reconcile-channel-spend';
import { insertChannelCampaign } from '../testing/channel-campaign';
import { scriptedConnector } from '../testing/scripted-connector';
import { syncChannelCampaign } from './sync-channel-campaign';

const dataDir = mkdtempSync(join(tmpdir(), 'verba-channel-crash-'));
// Where the app (and `npm run delivery:reconcile`) keep the embedded database of DATA_DIR.
const pgDir = join(dataDir, 'pg');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The environment of a script on the embedded database and event store of `dir`. */
function embeddedEnv(dir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir };
  delete env.DATABASE_URL;
  delete env.CLICKHOUSE_URL;
  return env;
}

const depsOf = (database: Database) => ({
  db: database.db,
  config: testConfig(),
  logger: pino({ level: 'silent' }),
  now: () => new Date(),
});

/** Runs the sync in a child process and SIGKILLs it inside the posting transaction of `crashDay`. */
async function killSyncMidway(env: Record<string, string>): Promise<string[]> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'testing', 'crash-sync-child.ts')],
    {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const said: string[] = [];
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        said.push(line);
        if (line === 'in-transaction') child.kill('SIGKILL');
      }
    });
  });
  return said;
}

const dayRows = (database: Database, campaignId: string) =>
  queryRows<{ day: string; charged: string; platform_cost_micros: string }>(
    database.db,
    sql`SELECT day::text, charged::text, platform_cost_micros::text FROM channel_spend_days
        WHERE campaign_id = ${campaignId} ORDER BY day`,
  );

const ledgerByDay = async (database: Database, campaignId: string) =>
  new Map(
    (
      await queryRows<{ day: string; net: string; transfers: string }>(
        database.db,
        sql`SELECT metadata ->> 'channel_day' AS day,
                   sum(CASE kind WHEN 'spend' THEN amount ELSE -amount END)::text AS net, count(*)::text AS transfers
            FROM ledger_transfers WHERE metadata ->> 'campaign' = ${campaignId} AND metadata ? 'channel_day'
            GROUP BY 1`,
      )
    ).map((r) => [r.day, { net: BigInt(r.net), transfers: Number(r.transfers) }]),
  );

it(
  'a sync killed with SIGKILL inside a posting and restarted posts nothing twice',
  { timeout: 120_000 },
  async () => {
    let database = await createDatabase({ dataDir: pgDir });
    const connector = scriptedConnector();
    const today = saoPauloDateOf(new Date());
    const { campaignId, reservationId, platformCampaignId } = await insertChannelCampaign({
      db: database.db,
      connector,
      budget: 100_000n,
      endDate: addCalendarDays(today, 10),
    });
    const days = [5, 4, 3, 2, 1, 0].map((ago) => addCalendarDays(today, -ago));
    // What an earlier sync posted for the first three days; the platform has restated them since.
    for (const [i, date] of days.slice(0, 3).entries())
      await postChannelDaySpend({
        deps: depsOf(database),
        campaignId,
        date,
        platformCostMicros: BigInt(1_000 + i) * 10_000n,
        source: 'google_ads',
      });
    const platformDays = Object.fromEntries(
      days.map((date, i) => [date, (BigInt(1_500 + 100 * i) * 10_000n + 1234n).toString()]),
    );
    await database.close();

    const crashDay = days[3]!;
    const said = await killSyncMidway({
      DATA_DIR: dataDir,
      CAMPAIGN_ID: campaignId,
      PLATFORM_CAMPAIGN_ID: platformCampaignId,
      DAYS: JSON.stringify(platformDays),
      CRASH_DAY: crashDay,
    });
    expect(said).toEqual(['in-transaction']);

    database = await createDatabase({ dataDir: pgDir });
    try {
      // The restated days before the crash committed whole; the day being posted left nothing.
      const afterCrash = await ledgerByDay(database, campaignId);
      for (const date of days.slice(0, 3))
        expect(afterCrash.get(date)?.net).toBe(BigInt(platformDays[date]!) / 10_000n);
      expect(afterCrash.has(crashDay)).toBe(false);
      expect((await dayRows(database, campaignId)).map((d) => d.day)).toEqual(days.slice(0, 3));

      // Restarted: every day ends posted exactly once at the platform's figure.
      connector.add({ platformCampaignId });
      for (const [date, micros] of Object.entries(platformDays))
        connector.setDayCost(platformCampaignId, date, BigInt(micros));
      const deps = depsOf(database);
      const restarted = await syncChannelCampaign({ deps, campaignId, connectors: () => connector });
      expect(restarted.daysPosted.map((d) => d.date)).toEqual(days.slice(3));
      expect(
        (await syncChannelCampaign({ deps, campaignId, connectors: () => connector })).daysPosted,
      ).toEqual([]);

      const ledger = await ledgerByDay(database, campaignId);
      let total = 0n;
      for (const [i, date] of days.entries()) {
        const target = BigInt(platformDays[date]!) / 10_000n;
        total += target;
        expect(ledger.get(date)?.net).toBe(target);
        // A restated day: the first posting and its difference; a new day: one posting.
        expect(ledger.get(date)?.transfers).toBe(i < 3 ? 2 : 1);
      }
      const [reservation] = await queryRows<{ posted: string }>(
        database.db,
        sql`SELECT posted::text FROM ledger_reservations WHERE id = ${reservationId}`,
      );
      expect(BigInt(reservation!.posted)).toBe(total);
      expect(await reconcileChannelSpend({ db: database.db })).toEqual([]);
      await expectLedgerBalanced(database.db);
    } finally {
      await database.close();
    }

    // `npm run delivery:reconcile` on that data directory: this sync ran without an event store, so
    // the days posted have no platform figures to be checked against — every one is a difference,
    // listed with its day, and the script exits 1.
    const reconcile = spawnSync(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, '../../../../../scripts/delivery-reconcile.ts')],
      {
        env: embeddedEnv(dataDir),
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(reconcile.status).toBe(1);
    expect(reconcile.stderr).toContain(`channels: ${days.length} difference(s) per campaign and day`);
    for (const date of days)
      expect(reconcile.stderr).toMatch(new RegExp(`channel_platform_vs_days\\s+${campaignId}\\s+${date}`));
  },
);
