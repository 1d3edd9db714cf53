import { describe, expect, it } from 'vitest';
import { checkBid } from './bids';
import { bidTypesByCampaignType, campaignTypes, type BidType, type CampaignType } from './enumerations';
import { defaultCampaignRuleSettings as settings, type CampaignRuleSettings } from './settings';

const codes = (type: CampaignType, bidType: BidType, amount: bigint, s: CampaignRuleSettings = settings) =>
  checkBid({ type: bidType, amount }, type, s, 'BRL', 'bid').map((i) => i.code);

describe('minimum bids (DESIGN §7)', () => {
  it.each([
    ['PROGRAMMATIC', 'CPM', 449n],
    ['NATIVE', 'CPM', 449n],
    ['AUDIO', 'CPM', 449n],
    ['PROGRAMMATIC', 'CPC', 200n],
    ['META_ADS', 'CPC', 200n],
    ['PUSH', 'CPC', 200n],
    ['SEARCH', 'CPC', 350n],
    ['YOUTUBE', 'CPV', 10n],
    ['MANUAL', 'CPV', 10n],
  ] as const)('%s %s: at least %i centavos', (type, bidType, minimum) => {
    expect(codes(type, bidType, minimum)).toEqual([]);
    expect(codes(type, bidType, minimum - 1n)).toEqual(['BID_BELOW_MINIMUM']);
  });

  it('names the minimum in the advertiser’s currency format', () => {
    const [issue] = checkBid(
      { type: 'CPC', amount: 349n },
      'SEARCH',
      settings,
      'BRL',
      'groups.0.strategies.0.bid',
    );
    expect(issue).toMatchObject({
      path: 'groups.0.strategies.0.bid.amount',
      params: { bidType: 'CPC', amount: 'R$ 3,50' },
    });
  });

  it('refuses a bid type the campaign type does not buy', () => {
    expect(codes('SEARCH', 'CPM', 10_000n)).toEqual(['BID_TYPE_NOT_ALLOWED']);
    expect(codes('AUDIO', 'CPV', 10_000n)).toEqual(['BID_TYPE_NOT_ALLOWED']);
    for (const type of campaignTypes) expect(bidTypesByCampaignType[type].length).toBeGreaterThan(0);
  });

  it('takes configured minima', () => {
    const configured = { ...settings, minimumBid: { ...settings.minimumBid, CPM: 1_000n } };
    expect(codes('PROGRAMMATIC', 'CPM', 999n, configured)).toEqual(['BID_BELOW_MINIMUM']);
    expect(codes('PROGRAMMATIC', 'CPM', 1_000n, configured)).toEqual([]);
  });

  it('checks nothing before a bid type is chosen', () => {
    expect(checkBid({ amount: 1n }, 'PROGRAMMATIC', settings, 'BRL', 'bid')).toEqual([]);
    expect(checkBid(undefined, 'PROGRAMMATIC', settings, 'BRL', 'bid')).toEqual([]);
  });
});
