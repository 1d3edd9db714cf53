/**
 * The sandbox exchange (issue 12): the embedded default's traffic. At `qps` (shaped by the São Paulo
 * daily curve) it POSTs OpenRTB 2.6 and 2.5 requests from the traffic generator to the bidder over
 * real HTTP, runs a first-price auction of the bid against the imp's market, fires the win, billing
 * and loss notices, then plays the ad's life: impression beacons, clicks on the signed click URL
 * (never followed to the advertiser), video and audio quartiles, and pixel conversions. HTTP only:
 * nothing of the bidder is imported. Never throws; every failure is counted in `stats()`.
 */
import { pixelCollectPath } from '@verba/domain';
import { lossReasons, runAuction, substituteMacros, type AuctionMarket, type AuctionResult } from './auction';
import type { BillingReport } from './billing-report';
import { clickRate, defaultBehaviour, type Behaviour } from './behaviour';
import { dailyTrafficFactor } from './daily-curve';
import { markupLinks, type MarkupLinks, type VastEvent } from './markup-links';
import type { RtbBid, RtbBidRequest, RtbBidRequest25, RtbBidResponse } from './openrtb';
import { createRandom, type Random } from './random';
import { loadTrafficData } from './reference-data';
import { createTrafficGenerator, type SandboxAuction, type TrafficData } from './traffic';

export interface SandboxLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** The advertiser's pixel the sandbox's people convert on after seeing an ad. */
export interface ConversionTarget {
  pixelId: string;
  eventName: string;
  /** Value in minor units (centavos), or null. */
  value: number | null;
}

export interface SandboxExchangeOptions {
  /** The bidder's endpoint, e.g. http://127.0.0.1:3000/openrtb2/bid. */
  bidUrl: string;
  /** Requests per second at the day's average (the daily curve scales it). */
  qps: number;
  /** Fetch for the bid requests (default: global fetch). */
  bidFetch?: typeof fetch;
  /** Fetch for notices, beacons, clicks and pixels (default: global fetch). */
  trackingFetch?: typeof fetch;
  logger: SandboxLogger;
  now: () => Date;
  seed: number;
  /** Reference data (default: read from packages/domain/data). */
  data?: TrafficData;
  /** The advertiser's pixel of a won ad (the wiring looks it up); none = no conversions. */
  conversionTarget?: (ad: {
    adomain: readonly string[];
    campaignId: string;
    creativeId: string;
  }) => ConversionTarget | null | Promise<ConversionTarget | null>;
  /** Pixel collection endpoint (default: /px/v1/e on the bidder's origin). */
  pixelUrl?: string;
  /** Origins the sandbox may call (default: the bidder's and the pixel's, localhost and 127.0.0.1 alike). */
  trackingOrigins?: readonly string[];
  /** Real milliseconds per simulated millisecond of people's delays and playback (1 real time, 0 at once). */
  pace?: number;
  /** Most requests in flight at once; beyond it a request is dropped (counted). */
  maxInFlight?: number;
  behaviour?: Partial<Behaviour>;
  /** Records each billed win (its billing notice delivered): the exchange's own daily report. */
  billing?: BillingReport;
}

/** What one OpenRTB version's auctions brought. */
export interface VersionStats {
  requests: number;
  bids: number;
  wins: number;
  /** Clearing prices won, per currency (the CPM / 1000 of each win). */
  spend: Record<string, number>;
}

export interface SandboxStats {
  requests: number;
  bids: number;
  noBids: number;
  timeouts: number;
  invalidBids: number;
  wins: number;
  losses: number;
  spend: Record<string, number>;
  notices: { win: number; billing: number; loss: number };
  impressions: number;
  clicks: number;
  videoEvents: number;
  conversions: number;
  dropped: number;
  errors: number;
  byStatus: Record<string, number>;
  byVersion: Record<SandboxAuction['version'], VersionStats>;
}

export interface SandboxExchange {
  /** Stops sending; with `drainMs`, lets what is under way finish for up to that long first. */
  stop(options?: { drainMs?: number }): Promise<void>;
  stats(): SandboxStats;
}

/** A request in either version, read for what both carry. */
type SentRequest = RtbBidRequest | RtbBidRequest25;
type SentImp = RtbBidRequest25['imp'][number];

const tickMs = 100;
const maxScheduled = 20_000;
const quartiles: readonly (keyof Behaviour['retention'])[] = [
  'firstQuartile',
  'midpoint',
  'thirdQuartile',
  'complete',
];

const originsOf = (url: string) => {
  const parsed = new URL(url);
  const alike = ['localhost', '127.0.0.1', '[::1]'];
  return alike.includes(parsed.hostname)
    ? alike.map((host) => `${parsed.protocol}//${host}${parsed.port ? `:${parsed.port}` : ''}`)
    : [parsed.origin];
};

export function startSandboxExchange(options: SandboxExchangeOptions): SandboxExchange {
  const track = options.trackingFetch ?? fetch;
  const bidFetch = options.bidFetch ?? fetch;
  const random: Random = createRandom(options.seed ^ 0xe8c4a);
  const generator = createTrafficGenerator({ seed: options.seed, data: options.data ?? loadTrafficData() });
  const behaviour: Behaviour = { ...defaultBehaviour, ...options.behaviour };
  const pace = options.pace ?? 1;
  const maxInFlight = options.maxInFlight ?? 64;
  const pixelUrl = options.pixelUrl ?? new URL(pixelCollectPath, options.bidUrl).href;
  const allowed = new Set(options.trackingOrigins ?? [...originsOf(options.bidUrl), ...originsOf(pixelUrl)]);

  const stats: SandboxStats = {
    requests: 0,
    bids: 0,
    noBids: 0,
    timeouts: 0,
    invalidBids: 0,
    wins: 0,
    losses: 0,
    spend: {},
    notices: { win: 0, billing: 0, loss: 0 },
    impressions: 0,
    clicks: 0,
    videoEvents: 0,
    conversions: 0,
    dropped: 0,
    errors: 0,
    byStatus: {},
    byVersion: {
      '2.5': { requests: 0, bids: 0, wins: 0, spend: {} },
      '2.6': { requests: 0, bids: 0, wins: 0, spend: {} },
    },
  };
  const warned = new Set<string>();
  const fail = (kind: string, error?: unknown) => {
    stats.errors++;
    if (warned.has(kind)) return;
    warned.add(kind);
    options.logger.warn(
      { kind, error: error instanceof Error ? error.message : error },
      'sandbox exchange: failure (counted; logged once)',
    );
  };

  let inFlight = 0;
  const running = new Set<Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const controller = new AbortController();
  let stopped = false;

  const spawn = (work: () => Promise<void>) => {
    inFlight++;
    const task = work()
      .catch((error: unknown) => fail('unexpected', error))
      .finally(() => {
        inFlight--;
        running.delete(task);
      });
    running.add(task);
  };

  /** Runs `work` after a person's delay (scaled by `pace`), unless stopped or too much is pending. */
  const later = (delayMs: number, work: () => Promise<void>) => {
    if (stopped) return;
    if (timers.size >= maxScheduled) {
      stats.dropped++;
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) spawn(work);
    }, delayMs * pace);
    timer.unref();
    timers.add(timer);
  };

  /** GETs a tracking URL (no redirect followed); false when refused, failed or not 2xx/3xx. */
  const hit = async (url: string, kind: string): Promise<boolean> => {
    let target: URL;
    try {
      // A relative URL would resolve against the page; the bidder's origin stands in for it.
      target = new URL(url, options.bidUrl);
    } catch {
      fail(`${kind}: bad url`);
      return false;
    }
    if (!allowed.has(target.origin)) {
      fail(`${kind}: foreign origin ${target.origin}`);
      return false;
    }
    try {
      const response = await track(target, { redirect: 'manual', signal: controller.signal });
      await response.arrayBuffer();
      if (response.status >= 400) {
        fail(`${kind}: ${response.status}`);
        return false;
      }
      return true;
    } catch (error) {
      if (!stopped) fail(`${kind}: network`, error);
      return false;
    }
  };

  const convert = async (request: SentRequest, bid: RtbBid) => {
    if (!options.conversionTarget) return;
    const target = await options.conversionTarget({
      adomain: bid.adomain ?? [],
      campaignId: bid.cid ?? '',
      creativeId: bid.crid ?? '',
    });
    if (!target) return;
    const url = new URL(pixelUrl);
    url.searchParams.set('pid', target.pixelId);
    url.searchParams.set('ev', target.eventName);
    if (target.value !== null) url.searchParams.set('v', String(target.value));
    url.searchParams.set('vid', request.user.buyeruid);
    url.searchParams.set('url', `https://${bid.adomain?.[0] ?? 'anunciante.example'}/obrigado`);
    if (await hit(url.href, 'conversion')) stats.conversions++;
  };

  const play = (links: MarkupLinks, imp: SentImp | undefined) => {
    const seconds = links.durationSeconds || imp?.video?.maxduration || imp?.audio?.maxduration || 15;
    const skippable = imp?.video?.skip === 1;
    const fire = async (event: VastEvent) => {
      for (const url of links.events[event] ?? []) if (await hit(url, `vast ${event}`)) stats.videoEvents++;
    };
    const step = async (index: number): Promise<void> => {
      if (index === quartiles.length) return;
      const previous = index === 0 ? 1 : behaviour.retention[quartiles[index - 1]!];
      if (!random.chance(behaviour.retention[quartiles[index]!] / previous)) return;
      later((seconds * 1000) / 4, async () => {
        await fire(quartiles[index]!);
        await step(index + 1);
      });
    };
    return (async () => {
      await fire('start');
      if (skippable && random.chance(behaviour.skip)) {
        later((imp?.video?.skipafter ?? 5) * 1000, () => fire('skip'));
        return;
      }
      await step(0);
    })();
  };

  const render = async (request: SentRequest, bid: RtbBid, adm: string) => {
    const imp = request.imp.find((i) => i.id === bid.impid);
    const links = markupLinks(adm);
    let seen = false;
    for (const url of links.impressions) if (await hit(url, 'impression')) seen = true;
    if (seen) stats.impressions++;
    if (!seen && links.kind !== 'vast') return;
    const clicks = random.chance(clickRate(random, behaviour.ctr[links.kind]));
    const click = () =>
      later(1_000 + random.next() * 9_000, async () => {
        if (!links.click) return;
        if (!(await hit(links.click, 'click'))) return;
        stats.clicks++;
        for (const tracker of links.clickTrackers) await hit(tracker, 'click tracker');
        if (random.chance(behaviour.conversionAfterClick))
          later(30_000 + random.next() * 270_000, () => convert(request, bid));
      });
    const afterView = () => {
      if (clicks) click();
      else if (random.chance(behaviour.conversionAfterView))
        later(60_000 + random.next() * 540_000, () => convert(request, bid));
    };
    if (links.kind === 'vast') await play(links, imp).then(afterView);
    else afterView();
  };

  const settle = async (auction: SandboxAuction, response: RtbBidResponse, bid: RtbBid, seat: string) => {
    const { request } = auction;
    const imp: SentImp | undefined = request.imp.find((i) => i.id === bid.impid);
    const currency = response.cur ?? 'USD';
    const price = typeof bid.price === 'number' ? bid.price : Number.NaN;
    const deal = bid.dealid ? imp?.pmp?.deals.find((d) => d.id === bid.dealid) : undefined;
    let result: AuctionResult;
    // Invalid: an unknown imp, no price, another currency, an unknown deal, or an open bid in a private auction.
    if (
      !imp ||
      !Number.isFinite(price) ||
      !request.cur.includes(currency) ||
      (bid.dealid && !deal) ||
      (imp.pmp?.private_auction === 1 && !deal)
    ) {
      stats.invalidBids++;
      result = { won: false, clearingPrice: 0, minToWin: 0, lossReason: lossReasons.invalidResponse };
    } else {
      const floor = deal?.bidfloor ?? imp.bidfloor;
      const market: AuctionMarket = auction.markets.get(imp.id) ?? { median: floor * 2, competitors: 5 };
      result = runAuction(random, { floor, price, market, deal: deal !== undefined });
    }
    const macros = (text: string) =>
      substituteMacros(text, {
        auctionId: request.id,
        bidId: bid.id ?? '',
        impId: bid.impid ?? '',
        seatId: seat,
        adId: bid.adid ?? '',
        currency,
        price: result.clearingPrice,
        lossReason: result.lossReason,
        minToWin: result.minToWin,
      });
    if (!result.won) {
      stats.losses++;
      if (bid.lurl && (await hit(macros(bid.lurl), 'loss notice'))) stats.notices.loss++;
      return;
    }
    stats.wins++;
    stats.spend[currency] = (stats.spend[currency] ?? 0) + result.clearingPrice / 1000;
    const version = stats.byVersion[auction.version];
    version.wins++;
    version.spend[currency] = (version.spend[currency] ?? 0) + result.clearingPrice / 1000;
    let adm = bid.adm ?? '';
    // The exchange bills what it delivered a billing notice for: the burl, else the nurl.
    const billed = () =>
      options.billing?.bill({
        at: options.now(),
        seat,
        dealId: bid.dealid ?? '',
        site: request.site?.domain ?? request.app?.bundle ?? '',
        currency,
        priceCpm: result.clearingPrice,
      });
    if (bid.nurl) {
      const before = stats.notices.win;
      // Without adm in the bid, the win notice's answer is the markup (OpenRTB 2.6 §4.3).
      if (adm) {
        if (await hit(macros(bid.nurl), 'win notice')) stats.notices.win++;
      } else adm = await markupFromWinNotice(macros(bid.nurl));
      if (!bid.burl && stats.notices.win > before) billed();
    }
    if (!adm) return;
    adm = macros(adm);
    if (bid.burl && (await hit(macros(bid.burl), 'billing notice'))) {
      stats.notices.billing++;
      billed();
    }
    later(50 + random.next() * 450, () => render(request, bid, adm));
  };

  const markupFromWinNotice = async (url: string): Promise<string> => {
    try {
      if (!allowed.has(new URL(url, options.bidUrl).origin)) throw new Error('foreign origin');
      const response = await track(new URL(url, options.bidUrl), {
        redirect: 'manual',
        signal: controller.signal,
      });
      const body = await response.text();
      if (response.status >= 400) throw new Error(String(response.status));
      stats.notices.win++;
      return body;
    } catch (error) {
      fail('win notice', error);
      return '';
    }
  };

  const auction = async () => {
    const sent = generator.auction(options.now());
    const { request } = sent;
    stats.requests++;
    stats.byVersion[sent.version].requests++;
    let response: Response;
    try {
      response = await bidFetch(options.bidUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-openrtb-version': sent.version },
        body: JSON.stringify(request),
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(request.tmax)]),
      });
    } catch (error) {
      if (stopped) return;
      if (error instanceof Error && error.name === 'TimeoutError') stats.timeouts++;
      else fail('bid request', error);
      return;
    }
    stats.byStatus[response.status] = (stats.byStatus[response.status] ?? 0) + 1;
    let body: RtbBidResponse | null = null;
    try {
      const text = await response.text();
      if (response.status === 200 && text) body = JSON.parse(text) as RtbBidResponse;
    } catch (error) {
      if (!stopped) fail('bid response body', error);
      return;
    }
    if (response.status !== 200 || !body) {
      if (response.status === 204 || response.status === 200) stats.noBids++;
      else fail(`bid response ${response.status}`);
      return;
    }
    const bids = (body.seatbid ?? []).flatMap((seat) =>
      (seat.bid ?? []).map((bid) => ({ bid, seat: seat.seat ?? '' })),
    );
    if (bids.length === 0) stats.noBids++;
    stats.bids += bids.length;
    stats.byVersion[sent.version].bids += bids.length;
    await Promise.all(bids.map(({ bid, seat }) => settle(sent, body, bid, seat)));
  };

  let due = 0;
  let last = performance.now();
  const tick = () => {
    try {
      const at = performance.now();
      due += (options.qps * dailyTrafficFactor(options.now()) * (at - last)) / 1000;
      last = at;
      for (; due >= 1; due--) {
        if (inFlight >= maxInFlight) stats.dropped++;
        else spawn(auction);
      }
    } catch (error) {
      fail('tick', error);
    }
  };
  const interval = setInterval(tick, tickMs);
  interval.unref();
  // The origin only: an exchange's bid path may carry its secret.
  options.logger.info(
    { bidOrigin: new URL(options.bidUrl).origin, qps: options.qps },
    'sandbox exchange started',
  );

  return {
    async stop({ drainMs = 0 } = {}) {
      if (stopped) return;
      clearInterval(interval);
      const until = performance.now() + drainMs;
      while ((running.size > 0 || timers.size > 0) && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 10));
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      await Promise.allSettled([...running]);
    },
    stats: () => structuredClone(stats),
  };
}
