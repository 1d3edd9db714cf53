import type { LeaseSource } from '@verba/domain/delivery/contracts';
import {
  parseBidRequest,
  type ParseBidRequestOptions,
} from '@verba/domain/delivery/openrtb/parse-bid-request';
import {
  bidCpmMicros,
  cpmUpperBoundMicros,
  impKindOf,
  lowestFloorMicros,
  microsPerMinorUnit,
  type BidCpmOptions,
} from '@verba/domain/delivery/pricing/bid-cpm';
import { convertMicros, type CurrencyRates } from '@verba/domain/delivery/pricing/currency-rates';
import { lazyRanking } from '@verba/domain/delivery/pricing/best-first';
import { createRatePredictor } from '@verba/domain/delivery/pricing/rate-predictor';
import { createStrategyIndex, isBlockReason } from '@verba/domain/delivery/targeting/strategy-index';
import { createUserAgentParser } from '@verba/domain/delivery/user-agent';
import type { EventStore } from '@verba/events';
import { createMarkupTemplates } from '../markup/markup-templates';
import { signTrackingToken, verifyClickTarget, verifyTrackingToken } from '../tracking/token';
import { billingNoticeUrl, lossNoticeUrl, noticeUrlsArePlain, winNoticeUrl } from '../tracking/urls';
import type { BidderPorts, StrategyIndex } from '../server/ports';
import { createBudgetControl, type BudgetControl } from './budget-control';
import type { TargetingData } from './targeting-data';

export interface RealPortsOptions {
  store: EventStore;
  leases: LeaseSource;
  targeting: TargetingData;
  bidderId: string;
  trackingSecret: string;
  /** Where the tracking routes answer (APP_URL embedded; the bidders' public URL otherwise). */
  trackingBaseUrl: string;
  currencyRates: Record<string, number>;
  leaseSeconds: number;
  now?: () => number;
  /** How often spend is read back and the pacers step. */
  stepMs?: number;
  onError?: (error: unknown) => void;
}

/** At most this many strategies are explained per second (`sampleMismatch`), in bursts of up to `explainBurst`. */
export const explainPerSecond = 1_000;
const explainBurst = 100;

/** The bidder's ports with the real pieces (ARCHITECTURE.md, "The bidder"): parser, index, pricing, markup, tokens, banker, pacer, store. */
export function createRealPorts(options: RealPortsOptions): { ports: BidderPorts; control: BudgetControl } {
  const { targeting, trackingBaseUrl } = options;
  // The secret's bytes, made once: HMAC keyed by a Buffer skips the per-call text encoding (the
  // same MAC as keyed by the text, which is UTF-8 encoded).
  const key = Buffer.from(options.trackingSecret, 'utf8');
  const now = options.now ?? Date.now;
  const rates = options.currencyRates as CurrencyRates;
  const userAgent = createUserAgentParser();
  const predictor = createRatePredictor();
  // A CPM bid's bound is kept by the index per strategy; a CPC/CPV one per strategy and imp kind
  // until the rate predictor learns (its version changes).
  const domainIndex = createStrategyIndex({
    geo: targeting.geo,
    now,
    keyOf: (live) => (live.bid.type === 'CPM' ? Number(live.bid.amount) * microsPerMinorUnit : Number.NaN),
    keyFor: {
      of: (live, imp) => cpmUpperBoundMicros(live, imp, predictor),
      classOf: impKindOf,
      version: () => predictor.version,
    },
  });
  const control = createBudgetControl({
    source: options.leases,
    bidderId: options.bidderId,
    store: options.store,
    predictor,
    leaseSeconds: options.leaseSeconds,
    now,
    ...(options.stepMs ? { stepMs: options.stepMs } : {}),
    ...(options.onError ? { onError: options.onError } : {}),
  });

  let turn = domainIndex.ids();
  // Explanations left to give (a token bucket on the monotonic clock): every request explains one
  // strategy up to `explainPerSecond`, past it the rest are skipped — at 10,000 strategies each is
  // still explained every 10 s whatever the load, and the full rule is not run once more per bid
  // request under load (about 3 % of a request's CPU).
  let explainTokens = explainBurst;
  let explainRefilledAt = performance.now();
  const index: StrategyIndex = {
    sampleMismatch(request, imp) {
      if (explainTokens < 1) {
        const at = performance.now();
        explainTokens = Math.min(
          explainBurst,
          explainTokens + ((at - explainRefilledAt) * explainPerSecond) / 1000,
        );
        explainRefilledAt = at;
        if (explainTokens < 1) return null;
      }
      explainTokens -= 1;
      let next = turn.next();
      if (next.done) next = (turn = domainIndex.ids()).next();
      if (next.done) return null;
      const reason = domainIndex.explain(next.value, request, imp);
      return reason === null ? null : { strategyId: next.value, reason };
    },
    match(request, imp) {
      const survivors = domainIndex.survivors(request, imp);
      const { strategies } = survivors;
      const bounds = survivors.keys;
      const ranking = lazyRanking(bounds);
      return {
        ranked: {
          count: ranking.count,
          // Methods, not arrow properties: tsx names every arrow it assigns (`__name`, ~0.2 µs each).
          strategy(rank) {
            return strategies[ranking.at(rank)]!.live;
          },
          bound(rank) {
            return bounds[ranking.at(rank)]!;
          },
          tie(rank) {
            return survivors.upsertOrder(ranking.at(rank));
          },
          candidate(rank) {
            const found = survivors.evaluate(strategies[ranking.at(rank)]!);
            if (typeof found === 'string') return isBlockReason(found) ? found : null;
            // Creatives that fit take turns.
            const creative = found.creatives[Math.floor(Math.random() * found.creatives.length)]!;
            return { strategy: found.strategy, creative, dealId: found.dealId };
          },
        },
      };
    },
    upsert(strategy) {
      domainIndex.upsert(strategy);
      control.apply({ upserts: [strategy], removals: [] });
    },
    remove(strategyId) {
      domainIndex.remove(strategyId);
      predictor.forget(strategyId);
      control.apply({ upserts: [], removals: [strategyId] });
    },
    get size() {
      return domainIndex.size;
    },
  };

  const parseOptions: ParseBidRequestOptions = {
    geo: targeting.geo,
    userAgent,
    contentAncestry: targeting.contentAncestry,
    audienceAncestry: targeting.audienceAncestry,
  };
  // Requests carry one or two versions: the options of the last one are kept, not rebuilt per request.
  let versionOptions: ParseBidRequestOptions = { ...parseOptions, version: '' };

  const markupOf = createMarkupTemplates({ trackingBaseUrl, key });
  const ports: BidderPorts = {
    contentTier1(id) {
      const ancestors = targeting.contentAncestry(id);
      return ancestors.length > 0 ? ancestors[ancestors.length - 1]! : id;
    },
    parse(body, { version }) {
      if (!version) return parseBidRequest(body, parseOptions);
      if (versionOptions.version !== version) versionOptions = { ...parseOptions, version };
      return parseBidRequest(body, versionOptions);
    },
    index,
    price({ request, imp, strategy, creative, shading, maxCpmMicros, dealId }) {
      const options: BidCpmOptions = {
        strategy,
        imp,
        request,
        predictor,
        rates,
        format: creative.format,
        dealId: dealId ?? null,
        capMicros: maxCpmMicros,
        capReason: 'no_lease',
      };
      let priced = bidCpmMicros(options);
      if (priced.ok && shading < 1) {
        options.capMicros = Math.floor(priced.cpmMicros * shading);
        options.capReason = 'pacing';
        priced = bidCpmMicros(options);
      }
      if (!priced.ok) return priced;
      const { micros: cpmMicros, currency } = priced.price;
      const campaignCpmMicros = priced.cpmMicros;
      return dealId
        ? { ok: true, cpmMicros, currency, campaignCpmMicros, dealId }
        : { ok: true, cpmMicros, currency, campaignCpmMicros };
    },
    lowestFloor: (request, imp, currency) => lowestFloorMicros(imp, request, currency, rates),
    convert: (micros, from, to) => convertMicros(micros, from, to, rates, 'down'),
    markup({ imp, creative, token, bidId }) {
      const markup = markupOf({ creative, imp, token, bidId });
      if (!markup) return { ok: false };
      const w = creative.width ?? imp.video?.w ?? 0;
      const h = creative.height ?? imp.video?.h ?? 0;
      return markup.admJson === undefined
        ? { ok: true, adm: markup.adm, mtype: markup.mtype, w, h }
        : { ok: true, adm: markup.adm, admJson: markup.admJson, mtype: markup.mtype, w, h };
    },
    tokens: {
      sign: (claims) => signTrackingToken(claims, key),
      verify: (token) => verifyTrackingToken(token, key),
      verifyClick: (token, url, signature) => verifyClickTarget(token, url, signature, key),
      noticeUrls: (token, exchangeSlug) => ({
        nurl: winNoticeUrl({ trackingBaseUrl, token }, exchangeSlug),
        burl: billingNoticeUrl({ trackingBaseUrl, token }, exchangeSlug),
        lurl: lossNoticeUrl({ trackingBaseUrl, token }, exchangeSlug),
        plain: noticeUrlsArePlain(trackingBaseUrl, exchangeSlug, token),
      }),
    },
    banker: control.banker,
    pace: control.pace,
    store: options.store,
  };
  return { ports, control };
}
