/**
 * A bidder process for the never-overspend test on PostgreSQL: leases from the database in argv,
 * spends as fast as it can, appends billing events to a shared JSON-lines file and prints its
 * wins. It says `ready` once set up and starts on the first line its stdin brings, so two of them
 * start together however long each took to load. Usage: spending-bidder.ts <database url> <events file> <campaign id> <bidder id> <strategy ids,…>
 */
import { once } from 'node:events';
import { createDatabase } from '@verba/db';
import { Banker } from '@verba/domain/delivery/budget/banker';
import { postgresLeaseSource } from '../../leases/postgres-lease-source';
import { fakeEventStore } from '../fake-event-store';
import { spendAsFastAsPossible } from './spend-loop';

const [url, file, campaignId, bidderId, strategies] = process.argv.slice(2);
const database = await createDatabase({ url: url!, poolSize: 2, migrate: false });
const banker = new Banker({
  source: postgresLeaseSource({ db: database.db, config: { deliveryLeaseSeconds: 30 } }),
  bidderId: bidderId!,
  now: Date.now,
  leaseMs: 30_000,
  minWantMicros: 20_000n,
  retryMs: 50,
});
process.stdout.write('ready\n');
await once(process.stdin.setEncoding('utf8'), 'data');
process.stdin.pause();
const billed = await spendAsFastAsPossible({
  banker,
  store: fakeEventStore({ file: file! }),
  campaignId: campaignId!,
  strategyIds: strategies!.split(','),
  now: Date.now,
  onProgress: (wins) => process.stdout.write(`win ${wins}\n`),
});
process.stdout.write(`done ${billed}\n`);
await database.close();
