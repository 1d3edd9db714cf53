import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore, type EventStore } from '@verba/events';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiserAged, type Headers } from '../custom-lists/test-helpers';

export interface ConnectedFixture {
  t: TestApp;
  /** The app's own origin on loopback: its platform sandboxes answer there. */
  base: string;
  store: EventStore;
  companyId: string;
  manager: Headers;
  user: Headers;
  advertiserId: string;
  close(): Promise<void>;
}

/**
 * The setup the connect-only tests share: the app listening on loopback in channel sandbox mode with
 * its own event store, and a company with a manager, a user and one advertiser.
 */
export async function startConnectedFixture(prefix: string): Promise<ConnectedFixture> {
  const store = await createEventStore({ dataDir: mkdtempSync(join(tmpdir(), prefix)), shipIntervalMs: 50 });
  const t = await createTestApp({
    channelsMode: 'sandbox',
    trackingSecret: randomBytes(32).toString('hex'),
    symbolicCreditAdvertisers: 1_000,
    advertiserCreationPerMinute: 1_000,
  });
  t.deps.events = store;
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.deps.config.appUrl = base;
  t.deps.config.port = Number(new URL(base).port);
  const { id: companyId } = await createCompany({ db: t.deps.db });
  const manager = (await createSignedInUser({ db: t.deps.db, companyId, role: 'manager' })).headers;
  const user = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user' })).headers;
  const advertiserId = await createAdvertiserAged(t, manager);
  return {
    t,
    base,
    store,
    companyId,
    manager,
    user,
    advertiserId,
    async close() {
      await t.close();
      await store.close();
    },
  };
}
