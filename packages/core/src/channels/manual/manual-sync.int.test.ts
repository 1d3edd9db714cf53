import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { channelCampaigns, queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../../testing';
import type { Actor } from '../../deps';
import { balanceOf } from '../../ledger/balance-of';
import { expectLedgerBalanced } from '../../ledger/testing';
import { createCompany, createUser } from '../../testing/factories';
import { reconcileChannelSpend } from '../money/reconcile-channel-spend';
import { syncChannelCampaign } from '../sync/sync-channel-campaign';
import { connectorFor } from '../registry';
import { importManualDelivery } from './import-manual-delivery';
import { recordManualDay } from './record-manual-day';
import { dayFromToday, insertManualCampaign } from './testing';

/**
 * Staff records post spend exactly as a platform's statistics do (issue 27): the manual connector
 * answers the recorded days, the channel sync posts them through postChannelDaySpend — the ledger's
 * spend equals the records, a corrected day posts only the difference, and anything above the
 * reservation lands on the platform over-delivery account, never on the advertiser.
 */
let deps: TestDeps;
let staff: Actor;

beforeAll(async () => {
  deps = await createTestDeps({ channelLookbackDays: 14 });
  const verba = await createCompany({ db: deps.db, tradeName: 'Verba' });
  const user = await createUser({ db: deps.db, companyId: verba.id, isStaff: true });
  staff = {
    userId: user.id,
    companyId: verba.id,
    role: 'manager',
    isStaff: true,
    tokenId: 'test',
    impersonatorUserId: null,
    language: 'pt_BR',
  };
});
afterAll(() => deps.database.close());

const reservationOf = async (id: string) => {
  const [row] = await queryRows<{ amount: string; posted: string }>(
    deps.db,
    sql`SELECT amount::text, posted::text FROM ledger_reservations WHERE id = ${id}`,
  );
  return { amount: BigInt(row!.amount), posted: BigInt(row!.posted) };
};
const spendDays = (campaignId: string) =>
  queryRows<{ day: string; charged: string; overdelivered: string; source: string }>(
    deps.db,
    sql`SELECT day::text, charged::text, overdelivered::text, source FROM channel_spend_days
        WHERE campaign_id = ${campaignId} ORDER BY day`,
  );
const reais = (n: number) => String(BigInt(Math.round(n * 100)) * 10_000n);

async function publishedManual(budget: bigint) {
  const campaign = await insertManualCampaign({ db: deps.db, budget });
  const connector = connectorFor(deps, 'manual')!;
  const ref = await connector.createPaused({
    plan: {
      campaignId: campaign.campaignId,
      companyId: campaign.companyId,
      advertiserId: campaign.advertiserId,
      type: 'MANUAL',
      name: 'Campanha gerenciada',
      currency: 'BRL',
      startDate: dayFromToday(-20),
      endDate: dayFromToday(10),
      dailyBudgetMicros: 0n,
      groups: [],
    },
  });
  await connector.activate({ ref });
  await deps.db.insert(channelCampaigns).values({
    campaignId: campaign.campaignId,
    companyId: campaign.companyId,
    platform: 'manual',
    status: 'active',
    ref: ref as unknown as Record<string, unknown>,
  });
  return campaign;
}

const record = (campaignId: string, day: string, cost: string, impressions = 1000) =>
  recordManualDay({
    deps,
    actor: staff,
    input: {
      campaignId,
      day: { day, impressions, clicks: 10, conversions: 0, video_views: 0, cost_micros: cost },
    },
  });

describe('MANUAL campaigns: staff records → channel sync → ledger', () => {
  it('posts the records, only the difference of a corrected day, and never above the reservation', async () => {
    const { campaignId, reservationId } = await publishedManual(10_000n); // R$ 100,00
    const d1 = dayFromToday(-3);
    const d2 = dayFromToday(-2);
    await record(campaignId, d1, reais(30));
    await syncChannelCampaign({ deps, campaignId });
    expect((await reservationOf(reservationId)).posted).toBe(3_000n);
    expect(await spendDays(campaignId)).toEqual([
      { day: d1, charged: '3000', overdelivered: '0', source: 'manual' },
    ]);

    // A sync with nothing new posts nothing.
    const again = await syncChannelCampaign({ deps, campaignId });
    expect(again.daysPosted).toEqual([]);

    // Corrected down, then up: only the differences move.
    await record(campaignId, d1, reais(25.5));
    const down = await syncChannelCampaign({ deps, campaignId });
    expect(down.daysPosted).toEqual([{ date: d1, chargedDelta: -450n, overdeliveredDelta: 0n }]);
    expect((await reservationOf(reservationId)).posted).toBe(2_550n);
    await record(campaignId, d1, reais(40));
    await syncChannelCampaign({ deps, campaignId });
    expect((await reservationOf(reservationId)).posted).toBe(4_000n);

    // A partner file that takes the total past the reservation: the advertiser pays the reservation, no more.
    const before = await balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' });
    await importManualDelivery({
      deps,
      actor: staff,
      input: {
        campaignId,
        fileName: 'parceiro.csv',
        bytes: Buffer.from(
          `data;impressões;cliques;custo\n${d2.split('-').reverse().join('/')};5.000;50;R$ 80,00\n`,
        ),
      },
    });
    await syncChannelCampaign({ deps, campaignId });
    const reservation = await reservationOf(reservationId);
    expect(reservation.posted).toBe(reservation.amount);
    expect(await spendDays(campaignId)).toEqual([
      { day: d1, charged: '4000', overdelivered: '0', source: 'manual' },
      { day: d2, charged: '6000', overdelivered: '2000', source: 'manual' },
    ]);
    const after = await balanceOf({ db: deps.db, type: 'platform_overdelivery', currency: 'BRL' });
    // platform_overdelivery is where Verba absorbs what no reservation covers: it goes down by it.
    expect(before - after).toBe(2_000n);

    // The ledger's spend equals the records; the books balance and reconcile.
    const [recorded] = await queryRows<{ cost: string }>(
      deps.db,
      sql`SELECT sum(cost_micros)::text AS cost FROM manual_delivery_days WHERE campaign_id = ${campaignId}`,
    );
    const days = await spendDays(campaignId);
    const ledger = days.reduce((sum, d) => sum + BigInt(d.charged) + BigInt(d.overdelivered), 0n);
    expect(ledger * 10_000n).toBe(BigInt(recorded!.cost));
    await expectLedgerBalanced(deps.db);
    expect(await reconcileChannelSpend({ db: deps.db })).toEqual([]);
  });

  it('sums a day recorded per strategy into the day posted', async () => {
    const campaign = await insertManualCampaign({
      db: deps.db,
      budget: 50_000n,
      strategies: ['Rádio', 'Portal'],
    });
    const connector = connectorFor(deps, 'manual')!;
    const ref = { platform: 'manual' as const, accountId: 'verba', campaignId: campaign.campaignId, ids: {} };
    await deps.db.insert(channelCampaigns).values({
      campaignId: campaign.campaignId,
      companyId: campaign.companyId,
      platform: 'manual',
      status: 'active',
      ref,
    });
    const day = dayFromToday(-1);
    for (const [i, cost] of [reais(12.5), reais(7.25)].entries())
      await recordManualDay({
        deps,
        actor: staff,
        input: {
          campaignId: campaign.campaignId,
          day: {
            day,
            strategy_id: campaign.strategyIds[i],
            impressions: 100,
            clicks: 1,
            conversions: 0,
            video_views: 0,
            cost_micros: cost,
          },
        },
      });
    expect((await connector.statistics({ ref, from: day, to: day })).map((s) => s.strategyId)).toEqual(
      [...campaign.strategyIds].sort(),
    );
    await syncChannelCampaign({ deps, campaignId: campaign.campaignId });
    expect(await spendDays(campaign.campaignId)).toEqual([
      { day, charged: '1975', overdelivered: '0', source: 'manual' },
    ]);
    expect((await reservationOf(campaign.reservationId)).posted).toBe(1_975n);
  });
});
