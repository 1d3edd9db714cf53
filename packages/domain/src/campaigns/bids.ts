import { formatMoney, type Currency } from '../formats';
import { bidTypesByCampaignType, type BidType, type CampaignType } from './enumerations';
import { rulePath, ruleIssue, type RuleIssue } from './issues';
import { minimumBidOf, type CampaignRuleSettings } from './settings';

/** The bid type must be one the campaign type buys, and the amount at least its minimum (DESIGN §7). */
export function checkBid(
  bid: { type?: BidType; amount?: bigint } | undefined,
  campaignType: CampaignType,
  settings: CampaignRuleSettings,
  currency: Currency,
  path: string,
): RuleIssue[] {
  if (!bid?.type) return [];
  if (!bidTypesByCampaignType[campaignType].includes(bid.type))
    return [ruleIssue('BID_TYPE_NOT_ALLOWED', rulePath(path, 'type'), { bidType: bid.type })];
  const minimum = minimumBidOf(settings, campaignType, bid.type);
  if (bid.amount !== undefined && bid.amount < minimum)
    return [
      ruleIssue('BID_BELOW_MINIMUM', rulePath(path, 'amount'), {
        bidType: bid.type,
        amount: formatMoney(minimum, currency),
      }),
    ];
  return [];
}
