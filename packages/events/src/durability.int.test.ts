import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createChdbRunner } from './chdb-runner';
import { openSpooledEventStore } from './clickhouse-event-store';
import { silentLogger } from './logger';

const dataDir = mkdtempSync(join(tmpdir(), 'verba-events-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the writer child under load and SIGKILLs it; the ids it acknowledged. */
async function killWriterUnderLoad(): Promise<Set<string>> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'testing', 'durability-writer.ts')],
    {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const acknowledged = new Set<string>();
  let buffered = '';
  let ready = false;
  await new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', () => resolve());
    child.stdout.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString()).split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready') {
          ready = true;
          // Long enough for many spool rounds and shipments, killed in the middle of them.
          setTimeout(() => child.kill('SIGKILL'), 2_500);
        } else acknowledged.add(line);
      }
    });
  });
  expect(ready).toBe(true);
  return acknowledged;
}

it('counts every acknowledged event exactly once after a SIGKILL under load and a restart', async () => {
  const acknowledged = await killWriterUnderLoad();
  expect(acknowledged.size).toBeGreaterThan(5_000);
  // The kill left acknowledged events in the spool, to be replayed.
  const leftover = readdirSync(join(dataDir, 'events-spool'));
  expect(leftover.some((name) => name.endsWith('.spool'))).toBe(true);
  console.info(`durability: ${acknowledged.size} acknowledged, spool left: ${leftover.join(' ')}`);

  const runner = await createChdbRunner(join(dataDir, 'events'));
  const store = await openSpooledEventStore({
    runner,
    spoolDir: join(dataDir, 'events-spool'),
    logger: silentLogger,
  });
  try {
    await store.flush();
    const stored = new Set(
      (await runner.query<{ id: string }>('SELECT DISTINCT id FROM events')).map((row) => row.id),
    );
    const lost = [...acknowledged].filter((id) => !stored.has(id));
    expect(lost).toEqual([]);
    // No more: every stored event (acknowledged, or durable just before the kill) counts once.
    const [raw] = (await runner.query<{ rows: string }>('SELECT toString(count()) AS rows FROM events')) as [
      { rows: string },
    ];
    expect(Number(raw.rows)).toBe(stored.size);
    const totals = (await store.campaignTotals({ campaignIds: ['c1'] })).get('c1');
    expect(totals?.impressions).toBe(stored.size);
    const spend = await store.minuteSpend({
      from: new Date(0),
      to: new Date(Date.UTC(2100, 0)),
      campaignId: 'c1',
    });
    expect(spend.reduce((sum, row) => sum + row.impressions, 0)).toBe(stored.size);
  } finally {
    await store.close();
  }
});
