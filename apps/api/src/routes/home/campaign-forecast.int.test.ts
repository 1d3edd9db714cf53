import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { saoPauloDateOf, saoPauloStartOfDay, addCalendarDays } from '@verba/domain';
import type { CampaignForecastView } from '@verba/domain/campaigns/forecast';
import { createEventStore, type EventStore } from '@verba/events';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createTestApp, type TestApp } from '../../testing';
import type { Headers } from '../campaigns/campaign-test-helpers';
import { deliveryEvent } from '../delivery/fake-event-store';
import { liveCampaign } from '../delivery/live-campaign';

describe('GET campaigns/{id}/forecast', () => {
  let t: TestApp;
  let store: EventStore;
  let user: Headers;
  let other: Headers;
  let companyId: string;

  beforeAll(async () => {
    store = await createEventStore({ dataDir: mkdtempSync(join(tmpdir(), 'forecast-')), shipIntervalMs: 50 });
    t = await createTestApp(
      { symbolicCreditAdvertisers: 1_000, advertiserCreationPerMinute: 1_000 },
      { events: store },
    );
    companyId = (await createCompany({ db: t.deps.db })).id;
    user = (await createSignedInUser({ db: t.deps.db, companyId, role: 'user' })).headers;
    other = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
  });
  afterAll(async () => {
    await t.close();
    await store.close();
  });

  const get = (id: string, as: Headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${id}/forecast`, headers: as });

  it('keeps the forecast of its publish and compares it with what the finished campaign delivered', async () => {
    const campaign = await liveCampaign(t, user, 'Prevista');
    const [kept] = await queryRows<{ estimated_impressions: string; model: string }>(
      t.deps.db,
      sql`SELECT estimated_impressions::text, model FROM campaign_forecasts WHERE campaign_id = ${campaign.id}`,
    );
    // Two strategies of R$ 500,00 at a R$ 5,00 CPM: 100 000 impressions each.
    expect(kept).toEqual({ estimated_impressions: '200000', model: 'v1-budget-bid-poisson' });

    const today = saoPauloDateOf(new Date());
    const yesterday = addCalendarDays(today, -1);
    const noon = saoPauloStartOfDay(yesterday).getTime() + 12 * 3_600_000;
    const on = {
      campaignId: campaign.id,
      strategyId: campaign.groups[0]!.strategies[0]!.id,
      companyId,
    };
    await store.append(
      Array.from({ length: 30 }, (_, i) =>
        deliveryEvent(on, {
          type: 'impression',
          at: noon + i * 1000,
          advertiserId: campaign.advertiser_id,
          userKey: `person-${i % 12}`,
        }),
      ),
    );
    await store.flush();
    await queryRows(
      t.deps.db,
      sql`UPDATE campaigns SET status = 'finished', start_date = ${addCalendarDays(today, -3)}, end_date = ${yesterday} WHERE id = ${campaign.id}`,
    );

    const res = await get(campaign.id, user);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<{ data: CampaignForecastView }>().data;
    expect(view).toMatchObject({
      campaign_id: campaign.id,
      finished: true,
      forecast: { impressions: 200_000, model: 'v1-budget-bid-poisson' },
      // Reach: 12 distinct people, not a sum of anything.
      delivered: { impressions: 30, reach: 12 },
    });
    expect(view.forecast!.reach).toBeGreaterThan(0);
    expect(view.forecast!.reach).toBeLessThanOrEqual(200_000);

    // Another company's campaign is not found; without a session, 401.
    expect((await get(campaign.id, other)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/campaigns/${campaign.id}/forecast` })).statusCode,
    ).toBe(401);
  });

  it('a campaign published before forecasts were kept has none', async () => {
    const campaign = await liveCampaign(t, user, 'Antiga');
    await queryRows(t.deps.db, sql`DELETE FROM campaign_forecasts WHERE campaign_id = ${campaign.id}`);
    const view = (await get(campaign.id, user)).json<{ data: CampaignForecastView }>().data;
    expect(view).toMatchObject({ finished: false, forecast: null, delivered: { impressions: 0, reach: 0 } });
  });
});
