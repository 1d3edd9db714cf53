import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createTestDeps, type TestDeps } from '../testing';
import { createCompany } from '../testing/factories';
import { createPixelRefusalCounter, pixelRefusalsSince } from './pixel-refusals';

describe('pixel refusal counts (pixel_refusals)', () => {
  let deps: TestDeps;
  let pixelId: string;
  let ruleId: string;
  const at = new Date('2026-11-28T02:30:00Z'); // 23:30 of the 27th in São Paulo

  beforeAll(async () => {
    deps = await createTestDeps({});
    const company = await createCompany({ db: deps.db });
    const [advertiser] = await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO advertisers (company_id, name, display_name, website, currency, owner_document, owner_document_type, owner_name)
          VALUES (${company.id}, 'Loja', 'Loja', 'https://loja.example.com.br', 'BRL', '52998224725', 'CPF', 'Dona') RETURNING id`,
    );
    [{ id: pixelId }] = (await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO pixel_groups (company_id, advertiser_id, name, status) VALUES (${company.id}, ${advertiser!.id}, 'Loja', 'active') RETURNING id`,
    )) as [{ id: string }];
    [{ id: ruleId }] = (await queryRows<{ id: string }>(
      deps.db,
      sql`INSERT INTO pixel_rules (group_id, name, event_name, objective) VALUES (${pixelId}, 'Compra', 'Purchase', 'CONVERSION') RETURNING id`,
    )) as [{ id: string }];
  });
  afterAll(() => deps.database.close());

  const stored = () =>
    queryRows<{ rule_id: string; day: string; reason: string; count: string }>(
      deps.db,
      sql`SELECT rule_id, day::text AS day, reason, count::text AS count FROM pixel_refusals ORDER BY reason`,
    );

  it('adds counts per rule, São Paulo day and reason; by pixel and event name whatever the case; never for an unknown pixel or event', async () => {
    const counter = createPixelRefusalCounter(deps);
    counter.count({ ruleId }, 'value_over_cap', at);
    counter.count({ pixelId, eventName: 'purchase' }, 'rate_limited', at);
    counter.count({ pixelId, eventName: 'PURCHASE' }, 'rate_limited', at);
    counter.count({ pixelId, eventName: 'signup' }, 'rate_limited', at);
    counter.count({ pixelId: randomUUID(), eventName: 'purchase' }, 'rate_limited', at);
    await counter.flush();
    counter.count({ ruleId }, 'value_over_cap', at);
    await counter.flush();
    await counter.flush(); // nothing pending: no write
    expect(await stored()).toEqual([
      { rule_id: ruleId, day: '2026-11-27', reason: 'rate_limited', count: '2' },
      { rule_id: ruleId, day: '2026-11-27', reason: 'value_over_cap', count: '2' },
    ]);
    const counts = await pixelRefusalsSince({
      db: deps.db,
      ruleIds: [ruleId, randomUUID()],
      sinceDay: '2026-11-01',
    });
    expect(counts.get(ruleId)).toEqual({
      value_over_cap: 2,
      visitor_rate_limited: 0,
      rate_limited: 2,
      unbilled_touch: 0,
    });
    expect(
      (await pixelRefusalsSince({ db: deps.db, ruleIds: [ruleId], sinceDay: '2026-11-28' })).get(ruleId),
    ).toMatchObject({ value_over_cap: 0, rate_limited: 0 });
  });

  it('adds them by itself a moment after the first count', async () => {
    const counter = createPixelRefusalCounter(deps);
    counter.count({ ruleId }, 'unbilled_touch', at);
    await expect
      .poll(async () => (await stored()).find((row) => row.reason === 'unbilled_touch')?.count, {
        timeout: 10_000,
      })
      .toBe('1');
  });
});
