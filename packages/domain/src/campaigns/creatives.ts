import { creativeFormatsByCampaignType, type CampaignType } from './enumerations';
import { rulePath, ruleIssue, type RuleIssue } from './issues';
import type { CampaignCreativeRef, ChannelReadiness, RuleMode } from './rule-input';
import type { CampaignRuleSettings } from './settings';

/**
 * Spec §5 Files: up to `maxCreatives`, each of a format the campaign type accepts, and a 300x250
 * one on a PROGRAMMATIC campaign. Publishing needs at least one creative.
 */
export function checkCreatives(
  type: CampaignType,
  creativeIds: readonly string[] | undefined,
  creatives: readonly CampaignCreativeRef[] | undefined,
  settings: CampaignRuleSettings,
  mode: RuleMode,
): RuleIssue[] {
  const ids = creativeIds ?? [];
  const issues: RuleIssue[] = [];
  if (ids.length === 0 && mode === 'publish') issues.push(ruleIssue('CREATIVES_REQUIRED', 'creative_ids'));
  if (ids.length > settings.maxCreatives)
    issues.push(ruleIssue('CREATIVES_OVER_LIMIT', 'creative_ids', { max: settings.maxCreatives }));
  const byId = new Map((creatives ?? []).map((c) => [c.id, c]));
  const accepted = creativeFormatsByCampaignType[type];
  ids.forEach((id, i) => {
    const creative = byId.get(id);
    if (creative && !accepted.includes(creative.format))
      issues.push(
        ruleIssue('CREATIVE_FORMAT_NOT_ACCEPTED', rulePath('creative_ids', i), { format: creative.format }),
      );
    // Spotify shows a 640×640 companion image with every audio ad: refused before anything is reserved.
    if (creative?.format === 'AUDIO' && creative.companionMissing && mode === 'publish')
      issues.push(ruleIssue('AUDIO_COMPANION_REQUIRED', rulePath('creative_ids', i)));
  });
  // Unresolved creatives (no `creatives` given) cannot be measured: only an empty list is known to lack the size.
  const sizeKnowable = creatives !== undefined || ids.length === 0;
  if (type === 'PROGRAMMATIC' && sizeKnowable && (ids.length > 0 || mode === 'publish')) {
    const { width, height } = settings.mandatoryProgrammaticSize;
    const hasSize = ids.some((id) => {
      const c = byId.get(id);
      return c !== undefined && c.width === width && c.height === height;
    });
    if (!hasSize)
      issues.push(ruleIssue('CREATIVE_SIZE_REQUIRED', 'creative_ids', { size: `${width}x${height}` }));
  }
  return issues;
}

/**
 * Issue 27: a YOUTUBE campaign runs as a Google Ads Demand Gen video ad, which needs the video on
 * the advertiser's connected YouTube channel and the advertiser's logo. Checked when publishing
 * (before anything is reserved) and shown by the wizard with the same messages: the channel and
 * the logo on the review step (`channel.*`), a chosen creative without a video on its own line.
 */
export function checkChannelReadiness(
  type: CampaignType,
  creativeIds: readonly string[] | undefined,
  creatives: readonly CampaignCreativeRef[] | undefined,
  readiness: ChannelReadiness | undefined,
  mode: RuleMode,
): RuleIssue[] {
  if (type !== 'YOUTUBE' || mode !== 'publish' || !readiness) return [];
  const issues: RuleIssue[] = [];
  if (!readiness.youtubeChannelConnected)
    issues.push(ruleIssue('YOUTUBE_CHANNEL_NOT_CONNECTED', 'channel.youtube_channel'));
  const byId = new Map((creatives ?? []).map((c) => [c.id, c]));
  (creativeIds ?? []).forEach((id, i) => {
    const creative = byId.get(id);
    if (creative?.format === 'YOUTUBE' && creative.youtube_video_id !== undefined && !creative.youtube_video_id)
      issues.push(ruleIssue('YOUTUBE_VIDEO_REQUIRED', rulePath('creative_ids', i)));
  });
  if (!readiness.advertiserHasLogo) issues.push(ruleIssue('ADVERTISER_LOGO_REQUIRED', 'channel.logo'));
  return issues;
}
