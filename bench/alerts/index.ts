import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { addCalendarDays, saoPauloDateOf } from '@verba/domain';
import { createEventStore } from '@verba/events';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { createTestDeps } from '@verba/core/testing';
import { createCompany, createUser } from '@verba/core/testing/factories';
import { seedAdvertiser } from '@verba/core/testing/plan-seeds';
import { evaluateAlerts } from '@verba/core/alerts/evaluate-alerts';

/**
 * `npm run bench -- alerts` (issue 31): BENCH_ALERTS_RULES (default 10,000) user rules over
 * BENCH_ALERTS_COMPANIES (default 100) companies × 20 live campaigns, on PGlite and the embedded
 * chDB in a temporary directory, with 10 events per campaign in the last 3 hours. One evaluation
 * cycle = every built-in alert and every rule × object through the state machine, state writes
 * and the notices of what fired (then a second, steady cycle where nothing changes). Baseline in
 * the same run: the cycle's bare reads (the rules, and the campaign totals once per window).
 * Target: a cycle well inside ALERTS_EVALUATE_SECONDS (180 s).
 */
const ruleCount = Number(process.env.BENCH_ALERTS_RULES ?? 10_000);
const companyCount = Number(process.env.BENCH_ALERTS_COMPANIES ?? 100);
const campaignsPerCompany = 20;
const windows = [60, 180, 1440];

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
  const deps = await createTestDeps();
  const events = await createEventStore({ dataDir: dir, shipIntervalMs: 50 });
  deps.events = events;
  try {
    const t0 = performance.now();
    const today = saoPauloDateOf(new Date());
    const campaignIds: { id: string; company: string }[] = [];
    for (let c = 0; c < companyCount; c++) {
      const company = await createCompany({ db: deps.db });
      await createUser({ db: deps.db, companyId: company.id, role: 'manager' });
      const advertiser = await seedAdvertiser(deps.db, company.id);
      const rows = await queryRows<{ id: string }>(
        deps.db,
        sql`INSERT INTO campaigns (company_id, advertiser_id, name, type, objective, currency, budget, start_date, end_date, status)
            SELECT ${company.id}, ${advertiser}, 'Campanha ' || n, 'PROGRAMMATIC', 'IMPRESSION', 'BRL', 1000000,
                   ${addCalendarDays(today, -3)}::date, ${addCalendarDays(today, 27)}::date, 'active'
              FROM generate_series(1, ${campaignsPerCompany}) n RETURNING id`,
      );
      for (const r of rows) campaignIds.push({ id: r.id, company: company.id });
    }
    // Rules: 60 % per campaign (CPA, CPC, CTR, spend), 20 % per advertiser, 20 % per company.
    await deps.db.execute(sql`
      INSERT INTO alert_rules (company_id, name, scope_type, scope_id, metric, comparison, threshold, window_minutes, min_spend_micros, cooldown_minutes)
      SELECT c.company_id, 'Regra ' || n,
             CASE WHEN n % 5 < 3 THEN 'campaign' WHEN n % 5 = 3 THEN 'advertiser' ELSE 'company' END,
             CASE WHEN n % 5 < 3 THEN c.id WHEN n % 5 = 3 THEN c.advertiser_id ELSE NULL END,
             (ARRAY['cpa', 'cpc', 'ctr', 'spend', 'impressions'])[1 + n % 5],
             (ARRAY['gt', 'lt'])[1 + n % 2], (n % 50)::numeric / 10,
             (ARRAY[${windows[0]!}, ${windows[1]!}, ${windows[2]!}])[1 + n % 3]::int, 0, 60
        FROM generate_series(0, ${ruleCount - 1}) n
        JOIN LATERAL (SELECT id, company_id, advertiser_id FROM campaigns ORDER BY id OFFSET (n % ${campaignIds.length}) LIMIT 1) c ON true`);
    const now = Date.now();
    const batch: DeliveryEvent[] = [];
    let seq = 0;
    for (const c of campaignIds) {
      for (let i = 0; i < 10; i++) {
        const type = i < 6 ? 'impression' : i < 8 ? 'click' : i < 9 ? 'conversion' : 'billing';
        seq++;
        batch.push({
          id: `${type}:bench-${seq}`,
          at: now - (i * 15 + 5) * 60_000,
          bidId: `bench-${seq}`,
          leaseId: 'lease-bench',
          companyId: c.company,
          advertiserId: '',
          campaignId: c.id,
          groupId: '',
          strategyId: 'strategy-bench',
          creativeId: '',
          currency: 'BRL',
          bidCpmMicros: 0,
          costMicros: type === 'billing' ? 2_500_000 : 0,
          valueMicros: 0,
          state: '',
          city: '',
          device: '',
          environment: '',
          siteOrApp: '',
          audienceIds: [],
          userKey: '',
          exclusion: '',
          exchangeId: 'exchange-1',
          type,
        });
      }
    }
    await events.append(batch);
    await events.flush();
    console.log(
      `seeded ${companyCount} companies, ${campaignIds.length} live campaigns, ${ruleCount} rules, ${batch.length} events in ${Math.round(performance.now() - t0)} ms`,
    );

    // Baseline: the cycle's bare reads.
    const b0 = performance.now();
    await queryRows(deps.db, sql`SELECT * FROM alert_rules WHERE enabled AND deleted_at IS NULL`);
    for (const w of windows)
      await events.campaignTotals({ campaignIds: campaignIds.map((c) => c.id), from: new Date(now - w * 60_000), to: new Date(now) });
    const baseline = performance.now() - b0;

    const first = await evaluateAlerts({ deps });
    console.log(
      `cycle 1: ${first.conditions} conditions, ${first.fired} fired, ${first.notifications} notifications in ${first.ms} ms`,
    );
    const second = await evaluateAlerts({ deps });
    console.log(`cycle 2 (steady): ${second.conditions} conditions, ${second.fired} fired in ${second.ms} ms`);
    console.log(`baseline (bare reads: rules + campaign totals for ${windows.length} windows): ${Math.round(baseline)} ms`);
    const worst = Math.max(first.ms, second.ms);
    console.log(
      `alerts: ${ruleCount.toLocaleString('en')} rules in ${worst} ms per cycle (interval 180 s), ratio ${(worst / Math.max(1, baseline)).toFixed(1)} vs bare reads`,
    );
  } finally {
    await events.close();
    await deps.database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
