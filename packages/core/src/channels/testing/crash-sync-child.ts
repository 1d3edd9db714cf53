/**
 * Child process of the channel sync crash test (sync-crash.int.test.ts): opens the embedded
 * database of DATA_DIR (DATA_DIR/pg, as the app), syncs one channel campaign against a scripted platform whose days come in
 * DAYS (JSON: { "YYYY-MM-DD": "micros" }), and inside the posting transaction of the day
 * CRASH_DAY — after its transfers, before its day row — says `in-transaction` on stdout and waits
 * to be killed (SIGKILL). Prints `done` if it ever finishes.
 */
import { join } from 'node:path';
import pino from 'pino';
import { createDatabase } from '@verba/db';
import { testConfig } from '../../config';
import { syncChannelCampaign } from '../sync/sync-channel-campaign';
import { scriptedConnector } from './scripted-connector';

const { DATA_DIR, CAMPAIGN_ID, PLATFORM_CAMPAIGN_ID, DAYS, CRASH_DAY } = process.env;
const database = await createDatabase({ dataDir: join(DATA_DIR!, 'pg') });
const connector = scriptedConnector();
connector.add({ platformCampaignId: PLATFORM_CAMPAIGN_ID! });
for (const [date, micros] of Object.entries(JSON.parse(DAYS!) as Record<string, string>))
  connector.setDayCost(PLATFORM_CAMPAIGN_ID!, date, BigInt(micros));
await syncChannelCampaign({
  deps: { db: database.db, config: testConfig(), logger: pino({ level: 'silent' }), now: () => new Date() },
  campaignId: CAMPAIGN_ID!,
  connectors: () => connector,
  async afterDayTransfers(date) {
    if (date !== CRASH_DAY) return;
    process.stdout.write('in-transaction\n');
    await new Promise(() => undefined);
  },
});
process.stdout.write('done\n');
await database.close();
