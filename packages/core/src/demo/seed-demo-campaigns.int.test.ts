import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { saoPauloDateOf } from '@verba/domain';
import { createTestDeps, type TestDeps } from '../testing';
import { createMemoryBlobStore, provideBlobStore } from '../storage';
import { expectLedgerBalanced } from '../ledger/testing';
import { seedDemo } from './seed-demo';
import { getGoogleSandboxKnobs } from '../channels/google-ads/sandbox/knobs';
import { RecordingConnector } from '../channels/testing/recording-connector';
import { undeliverableTypes } from '../channels/lifecycle/release-undeliverable-campaigns';

interface CampaignRow {
  name: string;
  type: string;
  status: string;
  budget: string;
  start_date: string;
  end_date: string | null;
  rejection_reason: string | null;
  consolidated_at: string | null;
  groups: number;
  strategies: number;
  reservation_status: string | null;
  reserved: string | null;
  released: string | null;
}

describe('demo campaigns', () => {
  let deps: TestDeps;
  let loggedErrors: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    // Sandbox mode with the key the sandboxes sign tokens with: the demo's YouTube channel is connected.
    deps = await createTestDeps({ channelsMode: 'sandbox', trackingSecret: 'demo-test-tracking-secret' });
    provideBlobStore(deps, createMemoryBlobStore());
    // Every channel live (issue 27): a channel not live keeps its demo campaign a draft.
    deps.channelConnectors = {
      google_ads: new RecordingConnector('google_ads', ['SEARCH', 'YOUTUBE']),
      meta: new RecordingConnector('meta', ['META_ADS']),
      spotify: new RecordingConnector('spotify', ['AUDIO']),
      manual: new RecordingConnector('manual', ['MANUAL']),
    };
    loggedErrors = vi.spyOn(deps.logger, 'error');
  });
  afterAll(() => deps.database.close());

  const campaignRows = () =>
    queryRows<CampaignRow>(
      deps.db,
      sql`SELECT c.name, c.type, c.status, c.budget::text AS budget, c.start_date::text AS start_date,
                 c.end_date::text AS end_date, c.rejection_reason, to_json(c.consolidated_at) #>> '{}' AS consolidated_at,
                 (SELECT count(*)::int FROM campaign_groups g WHERE g.campaign_id = c.id) AS groups,
                 (SELECT count(*)::int FROM campaign_strategies s WHERE s.campaign_id = c.id) AS strategies,
                 r.status AS reservation_status, r.amount::text AS reserved, r.released::text AS released
          FROM campaigns c LEFT JOIN ledger_reservations r ON r.id = c.reservation_id
          ORDER BY c.name`,
    );
  const counts = async () =>
    (
      await queryRows<Record<string, number>>(
        deps.db,
        sql`SELECT (SELECT count(*)::int FROM campaigns) AS campaigns,
                   (SELECT count(*)::int FROM ledger_transfers) AS transfers,
                   (SELECT count(*)::int FROM ledger_reservations) AS reservations`,
      )
    )[0]!;

  it('gives the demo agency campaigns of eight channels in every status but paused, once, with a balanced ledger', async () => {
    await seedDemo({ deps });
    expect(loggedErrors).not.toHaveBeenCalled();
    const first = await counts();
    await seedDemo({ deps });
    expect(await counts()).toEqual(first);
    await expectLedgerBalanced(deps.db);

    const rows = await campaignRows();
    expect(new Set(rows.map((r) => r.status))).toEqual(
      // Issue 27: the demo's search campaign (once the paused one) is live on the Google sandbox.
      new Set(['draft', 'pending', 'active', 'finished', 'failed']),
    );
    expect(new Set(rows.map((r) => r.type))).toEqual(
      new Set(['PROGRAMMATIC', 'NATIVE', 'PUSH', 'SEARCH', 'YOUTUBE', 'META_ADS', 'AUDIO', 'MANUAL']),
    );
    for (const row of rows) {
      expect(row.groups, row.name).toBeGreaterThan(0);
      expect(row.strategies, row.name).toBeGreaterThan(0);
      // MANUAL's package, the Spotify spot and the running Meta campaign (issue 28) are small:
      // Café Serra Azul's balance is left to the e2e journeys.
      const small =
        row.type === 'MANUAL' || row.type === 'AUDIO' || (row.type === 'META_ADS' && row.status === 'active');
      expect(BigInt(row.budget), row.name).toBeGreaterThanOrEqual(small ? 10_000n : 150_000n);
      expect(BigInt(row.budget), row.name).toBeLessThanOrEqual(2_000_000n);
    }
    const failed = rows.find((r) => r.status === 'failed')!;
    expect(failed.rejection_reason).toBeTruthy();
  });

  it('has the search, YouTube and Meta campaigns active, approved and queued for the push, and the managed one with staff-recorded days', async () => {
    const channel = await queryRows<{
      name: string;
      status: string;
      row_status: string | null;
      pushes: number;
    }>(
      deps.db,
      sql`SELECT c.name, c.status, cc.status AS row_status,
                 (SELECT count(*)::int FROM jobs j WHERE j.kind = 'channels.push'
                    AND j.payload->>'campaignId' = c.id::text) AS pushes
          FROM campaigns c LEFT JOIN channel_campaigns cc ON cc.campaign_id = c.id
          WHERE c.type IN ('SEARCH', 'YOUTUBE', 'MANUAL') OR (c.type = 'META_ADS' AND c.status <> 'draft')
          ORDER BY c.name`,
    );
    for (const row of channel)
      expect(row, row.name).toMatchObject({ status: 'active', row_status: 'creating', pushes: 1 });
    // Google refuses a start in the past: the Google sandbox is told the SEARCH and YOUTUBE
    // campaigns' starts, to report their days since (sandbox "Past days").
    const google = await queryRows<{ id: string; start_date: string }>(
      deps.db,
      sql`SELECT id, start_date::text AS start_date FROM campaigns
          WHERE type IN ('SEARCH', 'YOUTUBE') AND status = 'active' ORDER BY id`,
    );
    expect(google).toHaveLength(2);
    expect((await getGoogleSandboxKnobs(deps.db)).ranSince).toEqual(
      Object.fromEntries(google.map((c) => [c.id, c.start_date])),
    );
    const [days] = await queryRows<{ days: number; cost: string }>(
      deps.db,
      sql`SELECT count(*)::int AS days, coalesce(sum(cost_micros), 0)::text AS cost FROM manual_delivery_days`,
    );
    expect(days).toEqual({ days: 7, cost: '148000000' });
    // The YOUTUBE campaign's advertiser has its sandbox channel connected, its tokens sealed.
    const connections = await queryRows<{ name: string; account: string; status: string; access: string }>(
      deps.db,
      sql`SELECT a.display_name AS name, cc.external_account_id AS account, cc.status,
                 cc.access_token_sealed AS access
          FROM channel_connections cc JOIN advertisers a ON a.id = cc.advertiser_id`,
    );
    // …and Café Serra Azul its sandbox Facebook Page (issue 28), for its META_ADS campaign.
    expect(connections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'Ótica Visão Clara',
          account: 'UCsbxVisaoClara0000003',
          status: 'active',
        }),
        expect.objectContaining({ name: 'Café Serra Azul', account: '3000000000000031', status: 'active' }),
      ]),
    );
    expect(connections).toHaveLength(2);
    for (const c of connections) expect(c.access.startsWith('sbx-')).toBe(false);
  });

  it('reserves the budget of every published campaign and keeps the drafts out of the ledger', async () => {
    const rows = await campaignRows();
    for (const row of rows.filter((r) => !['draft', 'finished'].includes(r.status))) {
      expect(row, row.name).toMatchObject({
        reservation_status: 'open',
        reserved: row.budget,
        released: '0',
      });
    }
    expect(rows.find((r) => r.status === 'draft')!.reservation_status).toBeNull();
  });

  it('has the finished campaign in the past, consolidated, its reservation resolved and its remainder back in the wallet', async () => {
    const today = saoPauloDateOf(new Date());
    const finished = (await campaignRows()).find((r) => r.status === 'finished')!;
    expect(finished.end_date! < today).toBe(true);
    expect(new Date(finished.consolidated_at!).getTime()).toBeLessThanOrEqual(Date.now());
    expect(finished).toMatchObject({ reservation_status: 'resolved', released: finished.budget });
    const [wallet] = await queryRows<{ reserved: string; released: string }>(
      deps.db,
      sql`SELECT r.amount::text AS reserved,
                 (SELECT t.amount::text FROM ledger_transfers t WHERE t.kind = 'release'
                    AND t.reference_id = r.id::text AND t.to_account_id = r.wallet_account_id) AS released
          FROM campaigns c JOIN ledger_reservations r ON r.id = c.reservation_id
          WHERE c.status = 'finished'`,
    );
    expect(wallet!.released).toBe(wallet!.reserved);
  });
});

describe('demo campaigns where no channel is live (issue 27)', () => {
  it('keeps each channel campaign a draft that could be published once its channel is, reserving nothing', async () => {
    const deps = await createTestDeps();
    deps.channelConnectors = { google_ads: null, meta: null, spotify: null };
    try {
      provideBlobStore(deps, createMemoryBlobStore());
      const loggedErrors = vi.spyOn(deps.logger, 'error');
      await seedDemo({ deps });
      expect(loggedErrors).not.toHaveBeenCalled();
      const rows = await queryRows<{
        type: string;
        status: string;
        start_date: string;
        reservation_id: string | null;
      }>(
        deps.db,
        sql`SELECT type, status, start_date::text AS start_date, reservation_id FROM campaigns
            WHERE type IN (${sql.join(
              undeliverableTypes(deps).map((type) => sql`${type}`),
              sql`, `,
            )})`,
      );
      expect(rows.length).toBeGreaterThan(0);
      const today = saoPauloDateOf(new Date());
      for (const row of rows) {
        expect(row, row.type).toMatchObject({ status: 'draft', reservation_id: null });
        expect(row.start_date > today, row.type).toBe(true);
      }
      await expectLedgerBalanced(deps.db);
    } finally {
      await deps.database.close();
    }
  });
});
