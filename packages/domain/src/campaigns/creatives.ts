import { creativeFormatsByCampaignType, type CampaignType } from './enumerations';
import { rulePath, ruleIssue, type RuleIssue } from './issues';
import type { CampaignCreativeRef, RuleMode } from './rule-input';
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
