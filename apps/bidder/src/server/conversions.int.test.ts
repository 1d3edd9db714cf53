import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { collectPixelHit } from '@verba/core/pixels/collect-pixel-hit';
import { provideConversionHook } from '@verba/core/pixels/conversion-hook';
import { createTestDeps, type TestDeps } from '@verba/core/testing';
import { createCompany } from '@verba/core/testing/factories';
import type { Touch } from '@verba/events/event-store';
import { createConversionHook } from './conversions';
import { fakeStore } from './testing/fake-ports';
import { hashUserKey } from './user-key';

const touch: Touch = {
  kind: 'click',
  at: Date.parse('2026-03-09T12:00:00Z'),
  bidId: 'bid-1',
  campaignId: 'campaign-1',
  groupId: 'group-1',
  strategyId: 'strategy-1',
  creativeId: 'creative-1',
  leaseId: 'lease-1',
  companyId: 'company-1',
  currency: 'BRL',
  billed: true,
  exchangeId: 'exchange-1',
};

describe('pixel hits with a visitor id become attributed conversions (injected hook)', () => {
  let deps: TestDeps;
  let pixelId: string;
  let advertiserId: string;
  const store = fakeStore();
  let asked: Parameters<typeof store.lastTouch>[0][] = [];
  let answer: Touch | null = touch;
  let companyId = '';

  beforeAll(async () => {
    deps = await createTestDeps({ rateLimit: false });
    const company = await createCompany({ db: deps.db });
    companyId = company.id;
    [{ id: advertiserId }] = (await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
          VALUES (${company.id}, 'Loja', 'Loja', 'https://loja.example.com.br', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
    )) as [{ id: string }];
    [{ id: pixelId }] = (await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO pixel_groups (company_id, advertiser_id, name, status) VALUES (${company.id}, ${advertiserId}, 'Loja', 'active') RETURNING id`,
    )) as [{ id: string }];
    await queryRows(
      deps.db,
      sql`INSERT INTO pixel_rules (group_id, name, event_name, objective, value) VALUES (${pixelId}, 'Compra', 'purchase', 'CONVERSION', 1500)`,
    );
    store.lastTouch = (query) => {
      asked.push(query);
      return Promise.resolve(answer);
    };
    provideConversionHook(deps, createConversionHook({ store, clickDays: 30, viewDays: 1 }));
  });
  afterAll(() => deps.database.close());
  beforeEach(() => {
    store.events.length = 0;
    asked = [];
    answer = { ...touch, companyId };
  });

  it('records a conversion attributed to the last touch, with the value in micros', async () => {
    const outcome = await collectPixelHit({
      deps,
      query: { pid: pixelId, ev: 'purchase', vid: 'visitor-9', v: '2500' },
      ip: '1',
    });
    expect(outcome).toEqual({ recorded: true, conversion: 'attributed' });
    const now = deps.now().getTime();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.userKey).toBe(hashUserKey('visitor-9'));
    expect(asked[0]!.advertiserId).toBe(advertiserId);
    expect(now - asked[0]!.clickSince.getTime()).toBeCloseTo(30 * 86_400_000, -3);
    expect(now - asked[0]!.viewSince.getTime()).toBeCloseTo(86_400_000, -3);
    expect(store.events).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^conversion:[0-9a-f-]{36}$/) as string,
        type: 'conversion',
        bidId: 'bid-1',
        strategyId: 'strategy-1',
        advertiserId,
        valueMicros: 25_000_000,
        costMicros: 0,
      }),
    ]);
  });

  it("takes the rule's value, and records nothing without a touch or a visitor id", async () => {
    await collectPixelHit({ deps, query: { pid: pixelId, ev: 'purchase', vid: 'visitor-9' }, ip: '1' });
    expect(store.events[0]!.valueMicros).toBe(15_000_000);
    answer = null;
    await collectPixelHit({ deps, query: { pid: pixelId, ev: 'purchase', vid: 'visitor-8' }, ip: '1' });
    await collectPixelHit({ deps, query: { pid: pixelId, ev: 'purchase' }, ip: '1' });
    expect(store.events).toHaveLength(1);
    expect(asked).toHaveLength(2);
  });

  it('attributes nothing to an unbilled touch or a touch of another company, and says so', async () => {
    answer = { ...touch, companyId, billed: false };
    expect(
      await collectPixelHit({
        deps,
        query: { pid: pixelId, ev: 'purchase', vid: 'visitor-7', v: '100' },
        ip: '1',
      }),
    ).toEqual({ recorded: true, conversion: 'unbilled_touch' });
    answer = { ...touch, companyId: 'another-company' };
    expect(
      await collectPixelHit({
        deps,
        query: { pid: pixelId, ev: 'purchase', vid: 'visitor-7', v: '100' },
        ip: '1',
      }),
    ).toEqual({ recorded: true, conversion: 'unbilled_touch' });
    expect(store.events).toEqual([]);
  });

  it('keeps the hit when attribution fails', async () => {
    store.lastTouch = () => Promise.reject(new Error('store down'));
    const outcome = await collectPixelHit({
      deps,
      query: { pid: pixelId, ev: 'purchase', vid: 'v' },
      ip: '1',
    });
    expect(outcome).toEqual({ recorded: true });
    const [{ count }] = (await queryRows<{ count: string }>(
      deps.db,
      sql`SELECT count(*)::text AS count FROM pixel_events`,
    )) as [{ count: string }];
    expect(Number(count)).toBe(7);
  });
});
