import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  advertisers,
  campaignCreatives,
  campaignStrategies,
  campaigns,
  creatives,
  queryRows,
  type StoredStrategyTargeting,
} from '@verba/db';
import {
  addCalendarDays,
  createCampaignSchema,
  createPaymentOrderSchema,
  paymentOrderLimits,
  saoPauloDateOf,
  type Currency,
  saoPauloStartOfDay,
} from '@verba/domain';
import type { DeliveryEvent } from '@verba/domain/delivery/contracts';
import { diurnalShare } from '@verba/domain/delivery/diurnal';
import type { EventStore, MinuteSpend } from '@verba/events';
import type { Actor, Deps } from '../deps';
import { advertiserOwner } from '../advertisers/symbolic-credit';
import { createCampaign } from '../campaigns/create-campaign';
import { campaignReference } from '../campaigns/campaign-reservation';
import { acquireLease, microsPerMinor } from '../delivery/leases/acquire-lease';
import { postStrategyMinute } from '../delivery/spend/post-strategy-minute';
import { findAccount } from '../ledger/find-account';
import { reserve } from '../ledger/reserve';
import { withTransaction } from '../ledger/with-transaction';
import { createPaymentOrderOnce } from '../payment-orders/create-payment-order-once';
import { findPaymentOrder } from '../payment-orders/find-payment-order';
import { payDemoOrder } from './pay-demo-order';
import { recordCampaignForecast } from '../campaigns/forecast/record-campaign-forecast';
import { ruleCampaignOf } from '../campaigns/rule-campaign';
import { loadCampaignTree } from '../campaigns/campaign-tree';
import { demoCampaigns } from './demo-campaign-data';
import { demoCredentials } from './demo-credentials';
import {
  demoHistoryCampaigns,
  demoSites,
  demoStates,
  type DemoHistoryCampaign,
  demoBrowsers,
  demoSiteCategories,
} from './demo-history-data';
import { demoAdminActor } from './seed-demo-finance';

const dayMs = 86_400_000;
/**
 * Share of its budget a day's spend is planned at (× weekday, ramp-up and noise): a history campaign
 * ends just under its budget, never above it (spend never exceeds a reservation). Seasonal peaks
 * are bigger budgets (`season` scales them), not overspend.
 */
const spendShare = 0.93;
/** Events per append: small blocks keep the API (same process) answering while the year is written. */
const blockSize = 4_000;
/** Events between two flushes (each flush waits for the shipper). */
const batchEvents = 40_000;

/** A small seeded generator (mulberry32): the same history on every installation. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7);

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length)]!;
}

function weighted<T extends { weight: number }>(rand: () => number, items: readonly T[]): T {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let r = rand() * total;
  for (const item of items) if ((r -= item.weight) <= 0) return item;
  return items.at(-1)!;
}

/** An hour of the day by the diurnal traffic curve the pacing uses. */
function hourOf(rand: () => number): number {
  let r = rand();
  for (let hour = 0; hour < 24; hour++) if ((r -= diurnalShare(hour)) <= 0) return hour;
  return 23;
}

export interface HistoryStrategy {
  id: string;
  groupId: string;
  budget: bigint;
  bidType: 'CPM' | 'CPC' | 'CPV';
  bidAmount: bigint;
  targeting: StoredStrategyTargeting;
}

export interface HistoryCampaignRef {
  id: string;
  /** The lease its delivery spends on (the campaign's reservation); absent: not in the ledger. */
  leaseId?: string;
  companyId: string;
  advertiserId: string;
  creativeIds: string[];
  startDate: string;
  days: number;
  season: number;
  strategies: HistoryStrategy[];
}

/**
 * One São Paulo day of a history campaign's delivery as the bidder and tracker write it: per
 * strategy, its share of the day's budget bought at 55–95 % of its bid (a CPC bid as its CPM at a
 * 0,6 % click rate), each impression with its billing (the clearing price), some clicks and
 * conversions; where (its locations, else Brazil by population), device, environment, site or
 * app, audience, and a person drawn from a pool that makes frequency about 2–3. Deterministic.
 */
export function historyDayEvents(campaign: HistoryCampaignRef, dayIndex: number): DeliveryEvent[] {
  const day = addCalendarDays(campaign.startDate, dayIndex);
  const rand = seededRandom(seedOf(`${campaign.id}:${day}`));
  // Browser drawn from its own sequence, so the figures drawn before it was added stay the same.
  const browserRand = seededRandom(seedOf(`${campaign.id}:${day}:browser`));
  const start = saoPauloStartOfDay(day).getTime();
  const weekday = new Date(start + 12 * 3_600_000).getUTCDay();
  const weekFactor = weekday === 0 || weekday === 6 ? 0.8 : 1.05;
  // Ramp-up in the first days, then steady with noise.
  const ramp = Math.min(1, 0.5 + dayIndex * 0.15);
  const events: DeliveryEvent[] = [];
  for (const strategy of campaign.strategies) {
    const dailyMicros =
      (Number(strategy.budget) * 10_000 * spendShare * weekFactor * ramp * (0.85 + rand() * 0.25)) /
      campaign.days;
    const cpmMinor =
      strategy.bidType === 'CPM' ? Number(strategy.bidAmount) : Number(strategy.bidAmount) * 1000 * 0.006;
    const bidCpmMicros = Math.round(cpmMinor * 10_000);
    const locations = (strategy.targeting.locations ?? []) as {
      kind: string;
      state?: string;
      city?: string;
    }[];
    const places = locations.flatMap((l) =>
      l.kind === 'city' && l.city
        ? [{ uf: l.state ?? '', city: l.city }]
        : l.kind === 'state' && l.state
          ? [{ uf: l.state, city: demoStates.find((s) => s.uf === l.state)?.capital ?? '' }]
          : [],
    );
    const devices = strategy.targeting.devices?.length
      ? strategy.targeting.devices
      : ['MOBILE', 'MOBILE', 'DESKTOP', 'TABLET'];
    const environments = strategy.targeting.environments?.length
      ? strategy.targeting.environments
      : ['WEB', 'APP'];
    const audiences = strategy.targeting.audience_ids ?? [];
    const ctr = 0.003 + rand() * 0.006;
    // The strategy's people: its flight's impressions (at the average clearing price) ÷ 2,5.
    const pool = Math.max(
      50,
      Math.round((Number(strategy.budget) * 10_000 * spendShare) / ((bidCpmMicros / 1000) * 0.75) / 2.5),
    );
    let spent = 0;
    for (let i = 0; spent < dailyMicros; i++) {
      const costMicros = Math.max(1, Math.round((bidCpmMicros / 1000) * (0.55 + rand() * 0.4)));
      spent += costMicros;
      const at = start + hourOf(rand) * 3_600_000 + Math.floor(rand() * 3_600_000);
      const place = places.length ? pick(rand, places) : weighted(rand, demoStates);
      const environment = pick(rand, environments) as 'WEB' | 'APP';
      const bidId = `dh-${strategy.id.slice(0, 8)}-${day}-${i}`;
      const base: Omit<DeliveryEvent, 'id' | 'type'> = {
        at,
        bidId,
        leaseId: campaign.leaseId ?? historyBidder,
        companyId: campaign.companyId,
        advertiserId: campaign.advertiserId,
        campaignId: campaign.id,
        groupId: strategy.groupId,
        strategyId: strategy.id,
        creativeId: campaign.creativeIds.length ? pick(rand, campaign.creativeIds) : '',
        currency: 'BRL',
        bidCpmMicros,
        costMicros: 0,
        valueMicros: 0,
        state: 'uf' in place ? place.uf : '',
        city: 'city' in place ? place.city : place.capital,
        device: pick(rand, devices) as DeliveryEvent['device'],
        environment,
        siteOrApp: pick(rand, demoSites[environment] ?? demoSites.WEB),
        browser: weighted(browserRand, demoBrowsers[environment] ?? demoBrowsers.WEB).browser,
        audienceIds: audiences.length ? [pick(rand, audiences)] : [],
        // Frequency about 2–3: the strategy's people, drawn with a slight bias towards the first of its pool.
        userKey: `dh-${strategy.id.slice(0, 8)}-${Math.floor(rand() ** 1.2 * pool)}`,
        exclusion: '',
        exchangeId: 'sandbox',
      };
      base.contentCategory = demoSiteCategories[base.siteOrApp] ?? '';
      events.push({ ...base, id: `impression:${bidId}`, type: 'impression' });
      events.push({ ...base, id: `billing:${bidId}`, type: 'billing', costMicros });
      if (rand() < ctr) {
        events.push({ ...base, id: `click:${bidId}`, type: 'click', at: at + 4_000 });
        if (rand() < 0.04)
          events.push({
            ...base,
            id: `conversion:${bidId}`,
            type: 'conversion',
            at: at + 600_000,
            valueMicros: Math.round((80 + rand() * 220) * 1_000_000),
          });
      }
    }
  }
  return events;
}

const historyCampaignName = (h: DemoHistoryCampaign) => h.name;

/** The bidder id of a history campaign's lease (and the lease id of events outside the ledger). */
const historyBidder = 'demo-history';
/** A history lease outlives the writing of its days (a restart later takes a new one). */
const historyLeaseSeconds = 2 * 86_400;

/**
 * The payment orders that fund a budget: orders are R$ 500,00 to R$ 50.000,00 (spec §5), so a
 * bigger budget is paid in several and a smaller one with the minimum order (the rest stays in the
 * wallet, as when an advertiser pays more than one campaign needs).
 */
export function historyOrderAmounts(budget: bigint, currency: Currency): bigint[] {
  const { minCents, maxCents } = paymentOrderLimits[currency];
  const amounts: bigint[] = [];
  for (let left = budget; left > 0n;) {
    const amount = left > maxCents ? maxCents : left < minCents ? minCents : left;
    amounts.push(amount);
    left -= amount;
  }
  return amounts;
}

/**
 * Funds a history campaign as a real one is funded (docs/demo-history.md, "Its money"): the
 * advertiser pays Pix orders of the campaign's budget (settled by the sandbox as any payment),
 * the budget is reserved from the advertiser's wallet as a publish reserves it, and its delivery
 * spends on a lease of that reservation. Only a campaign none of whose days is written yet is
 * funded (stable idempotency keys: once); returns its open lease (a new one when the last
 * expired), or undefined for a campaign outside the ledger.
 */
async function fundHistoryCampaign(
  deps: Deps,
  actor: Actor,
  ref: HistoryCampaignRef,
  fresh: boolean,
): Promise<string | undefined> {
  const [campaign] = await queryRows<{
    budget: string | null;
    currency: Currency;
    reservation_id: string | null;
  }>(
    deps.db,
    sql`SELECT budget::text AS budget, currency, reservation_id FROM campaigns WHERE id = ${ref.id}`,
  );
  if (!campaign?.budget) return undefined;
  if (!campaign.reservation_id) {
    if (!fresh) return undefined;
    const amounts = historyOrderAmounts(BigInt(campaign.budget), campaign.currency);
    for (const [i, amount] of amounts.entries()) {
      const { body } = await createPaymentOrderOnce({
        deps,
        actor,
        input: createPaymentOrderSchema.parse({
          advertiser_id: ref.advertiserId,
          amount: amount.toString(),
          method: 'PIX',
        }),
        idempotencyKey: `demo-history:order:${ref.id}:${i}`,
      });
      const { order } = await findPaymentOrder({ db: deps.db, id: body.data.id, companyId: actor.companyId });
      await payDemoOrder({ deps, order });
    }
    const wallet = await findAccount({
      db: deps.db,
      type: 'advertiser_wallet',
      owner: advertiserOwner(ref.advertiserId),
      currency: campaign.currency,
    });
    if (!wallet) return undefined;
    const reservation = await reserve({
      db: deps.db,
      wallet: wallet.id,
      amount: BigInt(campaign.budget),
      reference: campaignReference(ref.id),
      idempotencyKey: `demo-history:reserve:${ref.id}`,
    });
    await deps.db.execute(sql`UPDATE campaigns SET reservation_id = ${reservation.id} WHERE id = ${ref.id}`);
  }
  const [open] = await queryRows<{ id: string }>(
    deps.db,
    sql`SELECT id FROM delivery_leases
        WHERE campaign_id = ${ref.id} AND bidder_id = ${historyBidder} AND closed_at IS NULL
        ORDER BY created_at DESC LIMIT 1`,
  );
  if (open) return open.id;
  // A lease is granted to an active campaign only: the finished campaign is active for this
  // transaction alone (nobody sees it so), as it was while it delivered.
  return deps.db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string }>(
      tx,
      sql`SELECT status FROM campaigns WHERE id = ${ref.id} FOR UPDATE`,
    );
    await tx.execute(sql`UPDATE campaigns SET status = 'active' WHERE id = ${ref.id}`);
    const lease = await acquireLease({
      db: tx,
      campaignId: ref.id,
      bidderId: historyBidder,
      wantMicros: BigInt(campaign.budget!) * microsPerMinor,
      now: deps.now(),
      leaseSeconds: historyLeaseSeconds,
    });
    await tx.execute(sql`UPDATE campaigns SET status = ${row!.status} WHERE id = ${ref.id}`);
    return lease?.id;
  });
}

/**
 * Posts one written day of a history campaign to the ledger through the spend poster's own step
 * (postStrategyMinute): the day's billed spend read back from the event store per strategy and
 * lease, one posting per strategy and day (its key names the São Paulo day's first minute) to the
 * campaign's reservation, capped by its lease; sub-centavo remainders carry to the next day as
 * between minutes. Idempotent (a day already posted is skipped), so a restart may post again.
 */
async function postHistoryDay(deps: Deps, store: EventStore, ref: HistoryCampaignRef, dayIndex: number) {
  const day = addCalendarDays(ref.startDate, dayIndex);
  const from = saoPauloStartOfDay(day);
  const rows = await store.minuteSpend({
    from,
    to: saoPauloStartOfDay(addCalendarDays(day, 1)),
    campaignId: ref.id,
  });
  const byStrategy = new Map<string, Map<string, MinuteSpend>>();
  for (const row of rows) {
    if (row.costMicros <= 0n) continue;
    const leases = byStrategy.get(row.strategyId) ?? new Map<string, MinuteSpend>();
    const sum = leases.get(row.leaseId);
    leases.set(row.leaseId, {
      ...row,
      minute: from,
      costMicros: (sum?.costMicros ?? 0n) + row.costMicros,
      impressions: (sum?.impressions ?? 0) + row.impressions,
    });
    byStrategy.set(row.strategyId, leases);
  }
  const strategies = [...byStrategy.keys()].sort();
  await withTransaction(deps.db, async (tx) => {
    for (const strategyId of strategies)
      await postStrategyMinute({ tx, rows: [...byStrategy.get(strategyId)!.values()] });
  });
}

/**
 * A history campaign whose every day is written and posted is consolidated as a finished one: its
 * lease closed, its consolidation due now, so the campaign sweep (consolidateDueCampaigns) returns
 * what its reservation did not spend to the wallet.
 */
async function closeHistoryCampaign(deps: Deps, ref: HistoryCampaignRef) {
  await deps.db.execute(
    sql`UPDATE delivery_leases SET closed_at = ${deps.now()}
        WHERE campaign_id = ${ref.id} AND bidder_id = ${historyBidder} AND closed_at IS NULL`,
  );
  await deps.db.execute(
    sql`UPDATE campaigns SET consolidation_due_at = ${deps.now()}
        WHERE id = ${ref.id} AND reservation_id IS NOT NULL AND consolidation_due_at IS NULL AND consolidated_at IS NULL`,
  );
}

/**
 * Creates (once) a history campaign as a draft through the use case, from its template's set-up
 * with budgets scaled, then moves it into the past: flight `startDaysAgo` for `days`, finished,
 * with the forecast it would have had at its publish. No reservation: its spend is reporting
 * history only (docs/demo-history.md), the wallets keep the balances of seed-demo-finance.ts.
 */
async function ensureHistoryCampaign(
  deps: Deps,
  actor: Actor,
  history: DemoHistoryCampaign,
): Promise<HistoryCampaignRef | null> {
  const template = demoCampaigns.find((c) => c.draft(saoPauloDateOf(deps.now())).name === history.template);
  if (!template) return null;
  const [advertiser] = await deps.db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(eq(advertisers.companyId, actor.companyId), eq(advertisers.displayName, template.advertiser)))
    .limit(1);
  if (!advertiser) return null;
  const today = saoPauloDateOf(deps.now());
  const startDate = addCalendarDays(today, -history.startDaysAgo);
  const endDate = addCalendarDays(startDate, history.days - 1);

  let [found] = await deps.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.advertiserId, advertiser.id),
        eq(campaigns.name, historyCampaignName(history)),
        isNull(campaigns.deletedAt),
      ),
    )
    .limit(1);
  if (!found) {
    const formats = template.creatives.map((c) => c.format);
    const owned = await deps.db
      .select({ id: creatives.id, format: creatives.format })
      .from(creatives)
      .where(
        and(
          eq(creatives.advertiserId, advertiser.id),
          inArray(creatives.format, formats),
          isNull(creatives.archivedAt),
        ),
      );
    const creativeIds = [...new Set(formats.map((f) => owned.find((c) => c.format === f)?.id))].filter(
      (id): id is string => id !== undefined,
    );
    if (creativeIds.length === 0) return null;
    // Built with dates a month ahead (valid today), then moved into the past below.
    const draft = template.draft(addCalendarDays(today, 30));
    const scale = (v: unknown) =>
      v === undefined || v === null
        ? v
        : String(Math.max(100, Math.round(Number(v) * history.scale * history.season)));
    const input = createCampaignSchema.parse({
      ...draft,
      name: history.name,
      budget: scale(draft.budget),
      daily_budget: null,
      groups: draft.groups?.map((g) => ({
        ...g,
        budget: scale(g.budget),
        strategies: g.strategies?.map((s) => ({ ...s, budget: scale(s.budget) })),
      })),
      advertiser_id: advertiser.id,
      creative_ids: creativeIds,
    });
    const created = await createCampaign({ deps, actor, input });
    found = { id: created.id };
    const publishedAt = new Date(saoPauloStartOfDay(startDate).getTime() - 5 * dayMs);
    await deps.db.execute(
      sql`UPDATE campaigns SET status = 'finished', start_date = ${startDate}, end_date = ${endDate},
            created_at = ${publishedAt}, updated_at = ${new Date(saoPauloStartOfDay(endDate).getTime() + dayMs)},
            submitted_at = ${publishedAt}
          WHERE id = ${created.id}`,
    );
    await deps.db.execute(
      sql`UPDATE campaign_groups SET start_date = ${startDate}, end_date = ${endDate} WHERE campaign_id = ${created.id}`,
    );
    const [campaign] = await deps.db.select().from(campaigns).where(eq(campaigns.id, created.id));
    const tree = await loadCampaignTree({ db: deps.db, campaign: campaign! });
    await recordCampaignForecast({
      db: deps.db,
      campaign: campaign!,
      draft: ruleCampaignOf(tree),
      now: publishedAt,
    });
  }

  const strategies = await deps.db
    .select({
      id: campaignStrategies.id,
      groupId: campaignStrategies.groupId,
      budget: campaignStrategies.budget,
      bidType: campaignStrategies.bidType,
      bidAmount: campaignStrategies.bidAmount,
      targeting: campaignStrategies.targeting,
    })
    .from(campaignStrategies)
    .where(and(eq(campaignStrategies.campaignId, found.id), isNull(campaignStrategies.deletedAt)));
  const creativeRows = await deps.db
    .select({ id: campaignCreatives.creativeId })
    .from(campaignCreatives)
    .where(eq(campaignCreatives.campaignId, found.id));
  return {
    id: found.id,
    companyId: actor.companyId,
    advertiserId: advertiser.id,
    creativeIds: creativeRows.map((r) => r.id),
    startDate,
    days: history.days,
    season: history.season,
    strategies: strategies.flatMap((s) =>
      s.budget && s.bidType && s.bidAmount
        ? [
            {
              id: s.id,
              groupId: s.groupId,
              budget: s.budget,
              bidType: s.bidType,
              bidAmount: s.bidAmount,
              targeting: s.targeting,
            },
          ]
        : [],
    ),
  };
}

/** A PostgreSQL array literal of ids or integers (one parameter, not a record of many). */
const pgArray = (items: readonly (string | number)[]) => `{${items.join(',')}}`;

/** The days of a campaign already written (demo_history_days, migration 0068). */
async function daysDone(deps: Deps, campaignId: string): Promise<Set<number>> {
  const rows = await queryRows<{ day_index: number }>(
    deps.db,
    sql`SELECT day_index FROM demo_history_days WHERE campaign_id = ${campaignId}`,
  );
  return new Set(rows.map((r) => r.day_index));
}

export interface DemoHistoryResult {
  campaigns: number;
  daysWritten: number;
  events: number;
}

/**
 * A year of the demo agency's history (issue 29): the finished campaigns of demo-history-data.ts
 * created once through the use cases, then their days of delivery appended to the event store —
 * the same `events` table and materialized views as the bidder's, so reports, dashboards and the
 * home read them as any delivery (never written into rollups). Resumable: each day is recorded
 * once written, so a restart goes on where it stopped; progress in the log every month of days.
 * Runs in the background after start (apps/api/src/main.ts, DEMO_HISTORY).
 */
export async function generateDemoHistory({
  deps,
  store,
  pause = () => new Promise((resolve) => setTimeout(resolve, 2)),
  plan = demoHistoryCampaigns,
  signal,
}: {
  deps: Deps;
  store: EventStore;
  /** The campaigns to write (tests write a few days). */
  plan?: readonly DemoHistoryCampaign[];
  /** Aborted on shutdown: stops after the current day (the days written so far stay recorded). */
  signal?: AbortSignal;
  /** Between blocks: lets the API answer meanwhile. */
  pause?: () => Promise<void>;
}): Promise<DemoHistoryResult> {
  const admin = demoCredentials.find((c) => c.company === 'agency' && c.role === 'manager' && !c.isStaff)!;
  const actor = await demoAdminActor(deps, admin.email);
  const result: DemoHistoryResult = { campaigns: 0, daysWritten: 0, events: 0 };
  if (!actor) return result;
  const refs: HistoryCampaignRef[] = [];
  for (const history of plan) {
    try {
      const ref = await ensureHistoryCampaign(deps, actor, history);
      if (ref && ref.strategies.length > 0) refs.push(ref);
    } catch (error) {
      deps.logger.warn({ err: error, campaign: history.name }, 'demo history: campaign could not be created');
    }
  }
  result.campaigns = refs.length;
  const todo: { ref: HistoryCampaignRef; dayIndex: number }[] = [];
  for (const ref of refs) {
    const done = await daysDone(deps, ref.id);
    if (done.size < ref.days) {
      try {
        const leaseId = await fundHistoryCampaign(deps, actor, ref, done.size === 0);
        if (leaseId) ref.leaseId = leaseId;
      } catch (error) {
        deps.logger.warn({ err: error, campaign: ref.id }, 'demo history: campaign could not be funded');
      }
    }
    for (let dayIndex = 0; dayIndex < ref.days; dayIndex++)
      if (!done.has(dayIndex)) todo.push({ ref, dayIndex });
  }
  const closeFinished = async () => {
    for (const ref of refs)
      if ((await daysDone(deps, ref.id)).size >= ref.days) await closeHistoryCampaign(deps, ref);
  };
  // Oldest day first, so the reports fill from the start of the year.
  todo.sort((a, b) =>
    addCalendarDays(a.ref.startDate, a.dayIndex).localeCompare(addCalendarDays(b.ref.startDate, b.dayIndex)),
  );
  if (todo.length === 0) {
    await closeFinished();
    return result;
  }
  deps.logger.info(
    { campaigns: refs.length, days: todo.length },
    `Demo history: writing ${todo.length} campaign-days of the last year in the background`,
  );
  const started = Date.now();
  let lastMonth = '';
  // Days are written in batches of about `batchEvents`, flushed, then recorded as done together.
  let batch: { ref: HistoryCampaignRef; dayIndex: number; events: number }[] = [];
  let pending = 0;
  const commit = async () => {
    if (batch.length === 0) return;
    await store.flush();
    // Its money: each day's spend posted to the campaign's reservation before the day counts as written.
    for (const b of batch) if (b.ref.leaseId) await postHistoryDay(deps, store, b.ref, b.dayIndex);
    await deps.db.execute(
      sql`INSERT INTO demo_history_days (campaign_id, day_index, events)
          SELECT * FROM unnest(${pgArray(batch.map((b) => b.ref.id))}::uuid[], ${pgArray(batch.map((b) => b.dayIndex))}::int[], ${pgArray(batch.map((b) => b.events))}::int[])
          ON CONFLICT DO NOTHING`,
    );
    for (const b of batch) {
      result.daysWritten += 1;
      result.events += b.events;
      const month = addCalendarDays(b.ref.startDate, b.dayIndex).slice(0, 7);
      if (month === lastMonth) continue;
      lastMonth = month;
      deps.logger.info(
        `Demo history: ${month} (${result.daysWritten}/${todo.length} campaign-days, ${result.events.toLocaleString('pt-BR')} events, ${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
    batch = [];
    pending = 0;
  };
  for (const { ref, dayIndex } of todo) {
    if (signal?.aborted) break;
    const events = historyDayEvents(ref, dayIndex);
    for (let i = 0; i < events.length; i += blockSize) {
      await store.append(events.slice(i, i + blockSize));
      await pause();
    }
    batch.push({ ref, dayIndex, events: events.length });
    pending += events.length;
    if (pending >= batchEvents) await commit();
  }
  await commit();
  await closeFinished();
  if (signal?.aborted) {
    deps.logger.info(`Demo history: stopped at ${result.daysWritten} campaign-days; the next start goes on`);
    return result;
  }
  deps.logger.info(
    `Demo history: done, ${result.events.toLocaleString('pt-BR')} events over ${result.daysWritten} campaign-days in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  return result;
}
