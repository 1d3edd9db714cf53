import { ruleIssuesByField, type CampaignCheck, type RuleIssueCode } from '@verba/domain';
import { fail } from '../errors';

/** The channel prerequisites (issue 27) that are also codes of the error catalogue. */
const channelCodes = [
  'YOUTUBE_CHANNEL_NOT_CONNECTED',
  'YOUTUBE_VIDEO_REQUIRED',
  'ADVERTISER_LOGO_REQUIRED',
] as const;
type ChannelCode = (typeof channelCodes)[number];
const isChannelCode = (code: RuleIssueCode): code is ChannelCode =>
  (channelCodes as readonly string[]).includes(code);

/**
 * Publishing (or editing a published campaign) with broken rules: 422 with every error by field.
 * The code is BUDGET_OVER_BALANCE when the wallet cannot cover the budget; when only a channel's
 * prerequisites are missing (a YOUTUBE campaign without the advertiser's connected channel, a
 * video or a logo), the first of those codes; else VALIDATION_FAILED.
 */
export function assertPublishable(check: CampaignCheck): void {
  if (check.ok) return;
  const overBalance = check.errors.some((e) => e.code === 'BUDGET_OVER_BALANCE');
  const channel = check.errors.map((e) => e.code).filter(isChannelCode);
  const onlyChannel = channel.length === check.errors.length;
  throw fail(
    overBalance ? 'BUDGET_OVER_BALANCE' : onlyChannel && channel[0] ? channel[0] : 'VALIDATION_FAILED',
    ruleIssuesByField(check.errors),
  );
}
