import { saoPauloDateOf } from '../../calendar/calendar-date';
import type { BudgetLease, LeaseSource, NoBidReason } from '../contracts';

export interface BankerOptions {
  source: LeaseSource;
  bidderId: string;
  /** Epoch ms (a virtual clock in tests). */
  now: () => number;
  /** DELIVERY_LEASE_SECONDS in ms: a lease asks for twice the spend opened in the last lease length. */
  leaseMs: number;
  /** The smallest lease asked for, micros (a first lease, a quiet campaign). */
  minWantMicros?: bigint;
  /** After a refused or failed acquire, how long before asking again. */
  retryMs?: number;
  /** The day spend counts against (São Paulo date by default). */
  dayOf?: (ms: number) => string;
  onError?: (error: unknown) => void;
}

export type OpenResult =
  | { ok: true; leaseId: string }
  | { ok: false; reason: Extract<NoBidReason, 'no_lease' | 'daily_budget' | 'campaign_budget'> };

interface HeldLease {
  lease: BudgetLease;
  /** Cost of the bids open against it (won, lost or timed out not yet known). */
  exposure: bigint;
  /** Clearing prices of its won bids. */
  spent: bigint;
}

interface CampaignBook {
  leases: HeldLease[];
  acquiring: boolean;
  retryAt: number;
  /** Costs of bids opened in the last lease length (oldest first) and their sum, to size the next lease. */
  opened: { at: number; cost: bigint }[];
  openedHead: number;
  openedSum: bigint;
}

interface StrategyBook {
  dailyMicros: bigint | null;
  totalMicros: bigint | null;
  /** Spend reported by recordSpend (the events), as of `asOf`, for `day`. */
  reportedToday: bigint;
  reportedTotal: bigint;
  reportedDay: string;
  asOf: number;
  /** Wins seen here after `asOf`, not yet in a report (oldest first), with their sums. */
  wins: { at: number; day: string; cost: bigint }[];
  winsSum: bigint;
  winsDay: string;
  winsDaySum: bigint;
  exposure: bigint;
}

interface OpenBid {
  campaignId: string;
  strategyId: string;
  leaseId: string;
  cost: bigint;
}

/**
 * The bidder-side banker (DESIGN §5/§8, as RTBkit's): per campaign it holds budget leases from
 * the reservation and counts every open bid as exposure until it is settled. A bid opens only
 * when a live lease has its cost left and the strategy's daily and total budgets allow it
 * (reported spend + wins since + open exposure). A bid never settled stays counted until its
 * lease ends, so a lost notice can only make the bidder spend less, never more. Leases are
 * renewed in the background before they run out (the hot path never waits for the database);
 * expired ones are dropped with their exposure.
 */
export class Banker {
  private readonly campaigns = new Map<string, CampaignBook>();
  private readonly strategies = new Map<string, StrategyBook>();
  private readonly bids = new Map<string, OpenBid>();
  private readonly pending = new Set<Promise<void>>();
  private readonly minWant: bigint;
  private readonly retryMs: number;
  private readonly dayOf: (ms: number) => string;

  constructor(private readonly options: BankerOptions) {
    this.minWant = options.minWantMicros ?? 100_000n;
    this.retryMs = options.retryMs ?? 5_000;
    const dayOf = options.dayOf ?? ((ms: number) => saoPauloDateOf(new Date(ms)));
    // The day changes only on the minute: one Intl call per minute, not per bid.
    let minute = Number.NaN;
    let day = '';
    this.dayOf = (ms) => {
      const m = Math.floor(ms / 60_000);
      if (m !== minute) {
        minute = m;
        day = dayOf(ms);
      }
      return day;
    };
  }

  /** The strategy's budgets in micros (null = none); call when the live strategy loads or changes. */
  setStrategyBudget(strategyId: string, budget: { dailyMicros: bigint | null; totalMicros: bigint | null }) {
    const book = this.strategyBook(strategyId);
    book.dailyMicros = budget.dailyMicros;
    book.totalMicros = budget.totalMicros;
  }

  /** The strategy's billed spend from the events as of `asOf` (today's in São Paulo, and all time). */
  recordSpend(strategyId: string, spend: { todayMicros: bigint; totalMicros: bigint; asOf: number }) {
    const book = this.strategyBook(strategyId);
    if (spend.asOf < book.asOf) return;
    book.reportedToday = spend.todayMicros;
    book.reportedTotal = spend.totalMicros;
    book.reportedDay = this.dayOf(spend.asOf);
    book.asOf = spend.asOf;
    book.wins = book.wins.filter((win) => win.at > spend.asOf);
    book.winsSum = book.wins.reduce((sum, w) => sum + w.cost, 0n);
    book.winsDay = '';
  }

  /** Opens a bid of `costMicros` (the most it can cost) or says why not. Never waits. */
  tryOpen(bid: { bidId: string; campaignId: string; strategyId: string; costMicros: bigint }): OpenResult {
    const now = this.options.now();
    const strategy = this.strategyBook(bid.strategyId);
    const refusal = this.strategyRefusal(strategy, bid.costMicros, now);
    if (refusal) return { ok: false, reason: refusal };
    const campaign = this.campaignBook(bid.campaignId);
    this.dropExpired(campaign, now);
    const held = campaign.leases.find((h) => remainingOf(h) >= bid.costMicros);
    this.renewIfLow(bid.campaignId, campaign, now, bid.costMicros);
    if (!held) return { ok: false, reason: 'no_lease' };
    held.exposure += bid.costMicros;
    strategy.exposure += bid.costMicros;
    campaign.opened.push({ at: now, cost: bid.costMicros });
    campaign.openedSum += bid.costMicros;
    this.bids.set(bid.bidId, {
      campaignId: bid.campaignId,
      strategyId: bid.strategyId,
      leaseId: held.lease.id,
      cost: bid.costMicros,
    });
    return { ok: true, leaseId: held.lease.id };
  }

  /** A bid's outcome: won at `costMicros` (its clearing price) or lost/timed out. Unknown bids are ignored. */
  settle(bidId: string, outcome: { won: boolean; costMicros: bigint }) {
    const bid = this.bids.get(bidId);
    if (!bid) return;
    this.bids.delete(bidId);
    const strategy = this.strategyBook(bid.strategyId);
    strategy.exposure -= bid.cost;
    const held = this.campaigns.get(bid.campaignId)?.leases.find((h) => h.lease.id === bid.leaseId);
    if (held) held.exposure -= bid.cost;
    if (!outcome.won) return;
    const now = this.options.now();
    const day = this.dayOf(now);
    strategy.wins.push({ at: now, day, cost: outcome.costMicros });
    strategy.winsSum += outcome.costMicros;
    if (day === strategy.winsDay) strategy.winsDaySum += outcome.costMicros;
    if (held) held.spent += outcome.costMicros;
  }

  /**
   * Starts getting a lease for a campaign now (e.g. when its strategy goes live) unless it holds
   * enough, for longer than `untilMs` from now (a third of a lease length by default).
   */
  prefetch(campaignId: string, untilMs = this.options.leaseMs / 3) {
    const campaign = this.campaignBook(campaignId);
    const now = this.options.now();
    this.dropExpired(campaign, now);
    this.renewIfLow(campaignId, campaign, now, 0n, untilMs);
  }

  /** Resolves when no lease request is in flight (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** What the banker holds for a campaign: lease budget left (granted − exposure − spent) and open exposure. */
  position(campaignId: string): { leases: number; remainingMicros: bigint; exposureMicros: bigint } {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign) return { leases: 0, remainingMicros: 0n, exposureMicros: 0n };
    this.dropExpired(campaign, this.options.now());
    let remainingMicros = 0n;
    let exposureMicros = 0n;
    for (const held of campaign.leases) {
      remainingMicros += remainingOf(held);
      exposureMicros += held.exposure;
    }
    return { leases: campaign.leases.length, remainingMicros, exposureMicros };
  }

  /** Lease budget left for a campaign, or null when it holds no lease: position() for the per-candidate check. */
  remainingMicros(campaignId: string): bigint | null {
    const campaign = this.campaigns.get(campaignId);
    if (!campaign) return null;
    this.dropExpired(campaign, this.options.now());
    if (campaign.leases.length === 0) return null;
    let remaining = 0n;
    for (const held of campaign.leases) remaining += remainingOf(held);
    return remaining;
  }

  private strategyRefusal(
    book: StrategyBook,
    cost: bigint,
    now: number,
  ): 'daily_budget' | 'campaign_budget' | null {
    const today = this.dayOf(now);
    if (book.winsDay !== today) {
      book.winsDay = today;
      book.winsDaySum = book.wins.reduce((sum, w) => (w.day === today ? sum + w.cost : sum), 0n);
    }
    const winsSince = book.winsSum;
    const winsToday = book.winsDaySum;
    const reportedToday = book.reportedDay === today ? book.reportedToday : 0n;
    if (book.totalMicros !== null && book.reportedTotal + winsSince + book.exposure + cost > book.totalMicros)
      return 'campaign_budget';
    if (book.dailyMicros !== null && reportedToday + winsToday + book.exposure + cost > book.dailyMicros)
      return 'daily_budget';
    return null;
  }

  private dropExpired(campaign: CampaignBook, now: number) {
    // Runs per candidate: the common case (nothing expired) allocates nothing.
    let expired = false;
    for (const held of campaign.leases) if (held.lease.expiresAt <= now) expired = true;
    if (!expired) return;
    const live = campaign.leases.filter((h) => h.lease.expiresAt > now);
    if (live.length === campaign.leases.length) return;
    const dropped = new Set(campaign.leases.filter((h) => h.lease.expiresAt <= now).map((h) => h.lease.id));
    campaign.leases = live;
    for (const [bidId, bid] of this.bids) {
      if (!dropped.has(bid.leaseId)) continue;
      // Its notices may still come: the strategy keeps counting it until then only as a possible win.
      this.strategyBook(bid.strategyId).exposure -= bid.cost;
      this.bids.delete(bidId);
    }
  }

  private renewIfLow(
    campaignId: string,
    campaign: CampaignBook,
    now: number,
    cost: bigint,
    untilMs = this.options.leaseMs / 3,
  ) {
    if (campaign.acquiring || now < campaign.retryAt) return;
    const horizon = now - this.options.leaseMs;
    while (
      campaign.openedHead < campaign.opened.length &&
      campaign.opened[campaign.openedHead]!.at <= horizon
    )
      campaign.openedSum -= campaign.opened[campaign.openedHead++]!.cost;
    if (campaign.openedHead > 1024 && campaign.openedHead * 2 > campaign.opened.length) {
      campaign.opened = campaign.opened.slice(campaign.openedHead);
      campaign.openedHead = 0;
    }
    const recent = campaign.openedSum;
    const want = maxOf(this.minWant, 2n * recent, 2n * cost);
    const left = campaign.leases.reduce((sum, h) => sum + remainingOf(h), 0n);
    const soonest = Math.max(0, ...campaign.leases.map((h) => h.lease.expiresAt));
    const expiresSoon = soonest - now < untilMs;
    if (left >= want / 2n && left >= cost && !expiresSoon) return;
    campaign.acquiring = true;
    const request = this.options.source
      .acquire({ campaignId, bidderId: this.options.bidderId, wantMicros: want, now })
      .then(
        (lease) => {
          if (lease) campaign.leases.unshift({ lease, exposure: 0n, spent: 0n });
          else campaign.retryAt = this.options.now() + this.retryMs;
        },
        (error: unknown) => {
          campaign.retryAt = this.options.now() + this.retryMs;
          this.options.onError?.(error);
        },
      )
      .finally(() => {
        campaign.acquiring = false;
        this.pending.delete(request);
      });
    this.pending.add(request);
  }

  private campaignBook(campaignId: string): CampaignBook {
    let book = this.campaigns.get(campaignId);
    if (!book) {
      book = { leases: [], acquiring: false, retryAt: 0, opened: [], openedHead: 0, openedSum: 0n };
      this.campaigns.set(campaignId, book);
    }
    return book;
  }

  private strategyBook(strategyId: string): StrategyBook {
    let book = this.strategies.get(strategyId);
    if (!book) {
      book = {
        dailyMicros: null,
        totalMicros: null,
        reportedToday: 0n,
        reportedTotal: 0n,
        reportedDay: '',
        asOf: 0,
        wins: [],
        winsSum: 0n,
        winsDay: '',
        winsDaySum: 0n,
        exposure: 0n,
      };
      this.strategies.set(strategyId, book);
    }
    return book;
  }
}

const remainingOf = (held: HeldLease) => held.lease.grantedMicros - held.exposure - held.spent;
const maxOf = (...values: bigint[]) => values.reduce((a, b) => (b > a ? b : a));
