import { describe, expect, it } from 'vitest';
import type { LiveCreative } from '../contracts';
import { parseBidRequest } from '../openrtb/parse-bid-request';
import type { ParsedBidRequest } from '../request';
import { appStoreBundles } from './app-store-bundles';
import { createStrategyIndex, type StrategyBlock } from './strategy-index';
import { emptyTargeting, liveStrategy, noon } from './test-arbitraries';

const creative = (destinationUrl: string): LiveCreative => ({
  id: 'c1',
  format: 'DISPLAY',
  width: 300,
  height: 250,
  title: null,
  body: null,
  callToAction: null,
  destinationUrl,
  displayUrl: null,
  sponsoredBy: null,
  mediaUrl: 'https://cdn/x.png',
  mimeType: 'image/png',
  durationSeconds: null,
  advertiserDomain: 'adv.com.br',
});

function request(body: object): ParsedBidRequest {
  const result = parseBidRequest(
    { id: 'r', imp: [{ id: '1', banner: { w: 300, h: 250 } }], ...body },
    { version: '2.6' },
  );
  if (!result.ok) throw new Error(result.detail);
  return result.request;
}

/** A strategy whose advertiser declared Auto Buying and Selling (30, tier 2) under Automotive (1, its tier 1). */
function indexWith(destinationUrl = 'https://adv.com.br/', adCategories?: string[]) {
  const index = createStrategyIndex({ now: () => noon });
  index.upsert({
    ...liveStrategy('s', emptyTargeting, [creative(destinationUrl)], 'PROGRAMMATIC'),
    ...(adCategories ? { adCategories } : {}),
  });
  return index;
}
const matches = (index: ReturnType<typeof indexWith>, r: ParsedBidRequest) =>
  index.match(r, r.imps[0]!).map((m) => m.strategy.strategyId);

describe('bcat: the ad categories against the request blocked categories (cattax 7)', () => {
  it('does not bid when one of the ad categories or its tier-1 parent is blocked', () => {
    const index = indexWith(undefined, ['30', '1']);
    const blockedChild = request({ cattax: 7, bcat: ['30'] });
    const blockedParent = request({ cattax: 7, bcat: ['1'] });
    expect(matches(index, blockedChild)).toEqual([]);
    expect(matches(index, blockedParent)).toEqual([]);
    expect(index.explain('s', blockedParent, blockedParent.imps[0]!)).toBe('blocked_category');
  });

  it('bids when other categories are blocked, or when the strategy declares none', () => {
    expect(matches(indexWith(undefined, ['30', '1']), request({ cattax: 7, bcat: ['2', '31'] }))).toEqual([
      's',
    ]);
    expect(matches(indexWith(), request({ cattax: 7, bcat: ['30'] }))).toEqual(['s']);
  });

  it('ignores bcat in another taxonomy: IAB 1.0 codes (cattax 1, the default, and 2.5) are not mapped', () => {
    const index = indexWith(undefined, ['30', '1']);
    expect(matches(index, request({ bcat: ['30'] }))).toEqual(['s']);
    expect(matches(index, request({ cattax: 1, bcat: ['IAB7', '30'] }))).toEqual(['s']);
  });
});

describe('bapp: a creative leading to an app store against the blocked apps', () => {
  it('does not bid when the Google Play package is blocked', () => {
    const index = indexWith('https://play.google.com/store/apps/details?id=com.loja.app&hl=pt_BR');
    const blocking = request({ bapp: ['com.loja.app'] });
    expect(matches(index, blocking)).toEqual([]);
    expect(index.explain('s', blocking, blocking.imps[0]!)).toBe('blocked_app');
    expect(matches(index, request({ bapp: ['com.other'] }))).toEqual(['s']);
  });

  it('does not bid when the App Store id is blocked, with or without its "id" prefix', () => {
    const index = indexWith('https://apps.apple.com/br/app/loja/id1234567890');
    expect(matches(index, request({ bapp: ['1234567890'] }))).toEqual([]);
    expect(matches(index, request({ bapp: ['id1234567890'] }))).toEqual([]);
  });

  it('a web destination is never blocked by bapp', () => {
    expect(matches(indexWith(), request({ bapp: ['adv.com.br', 'com.loja.app'] }))).toEqual(['s']);
  });
});

describe('appStoreBundles', () => {
  it('reads Google Play and App Store links, lowercased; nothing else', () => {
    expect(appStoreBundles('https://play.google.com/store/apps/details?id=com.Loja.App')).toEqual([
      'com.loja.app',
    ]);
    expect(appStoreBundles('https://apps.apple.com/us/app/x/id389801252?mt=8')).toEqual([
      '389801252',
      'id389801252',
    ]);
    expect(appStoreBundles('https://itunes.apple.com/app/id389801252')).toEqual(['389801252', 'id389801252']);
    expect(appStoreBundles('https://adv.com.br/?id=com.loja.app')).toEqual([]);
    expect(appStoreBundles('not a url')).toEqual([]);
  });
});

describe('match reports the strategies a block refused', () => {
  it('lists them with the reason when asked', () => {
    const index = indexWith('https://play.google.com/store/apps/details?id=com.loja.app', ['1']);
    const byCategory = request({ cattax: 7, bcat: ['1'] });
    const blocks: StrategyBlock[] = [];
    expect(index.match(byCategory, byCategory.imps[0]!, blocks)).toEqual([]);
    const byApp = request({ bapp: ['com.loja.app'] });
    index.match(byApp, byApp.imps[0]!, blocks);
    expect(blocks).toEqual([
      { strategyId: 's', reason: 'blocked_category' },
      { strategyId: 's', reason: 'blocked_app' },
    ]);
  });
});
