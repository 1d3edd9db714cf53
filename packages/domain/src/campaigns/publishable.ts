import { checkBid } from './bids';
import { checkBudgets } from './budgets';
import { checkChannelReadiness, checkCreatives } from './creatives';
import { checkCampaignDates, checkGroupDates } from './dates';
import { rulePath, ruleErrorsOf, ruleIssue, ruleWarningsOf, type RuleIssue } from './issues';
import type { CampaignRuleContext, RuleCampaign, RuleMode, RuleStrategy } from './rule-input';
import { defaultCampaignRuleSettings } from './settings';
import {
  checkAudienceEligibility,
  checkAudiences,
  checkFrequencyCap,
  checkGenres,
  checkLocations,
} from './targeting';

const required = (value: unknown, path: string): RuleIssue[] =>
  value === undefined || value === null ? [ruleIssue('REQUIRED', path)] : [];

function missingForPublish(campaign: RuleCampaign): RuleIssue[] {
  const issues = [
    ...required(campaign.name, 'name'),
    ...required(campaign.objective, 'objective'),
    ...required(campaign.budget, 'budget'),
    ...required(campaign.start_date, 'start_date'),
  ];
  const groups = campaign.groups ?? [];
  if (groups.length === 0) issues.push(ruleIssue('GROUPS_REQUIRED', 'groups'));
  groups.forEach((group, g) => {
    const path = rulePath('groups', g);
    issues.push(
      ...required(group.name, rulePath(path, 'name')),
      ...required(group.budget, rulePath(path, 'budget')),
    );
    const strategies = group.strategies ?? [];
    if (strategies.length === 0) issues.push(ruleIssue('STRATEGIES_REQUIRED', rulePath(path, 'strategies')));
    strategies.forEach((strategy, s) =>
      issues.push(...missingInStrategy(strategy, rulePath(path, 'strategies', s))),
    );
  });
  return issues;
}

function missingInStrategy(strategy: RuleStrategy, path: string): RuleIssue[] {
  const issues = [
    ...required(strategy.name, rulePath(path, 'name')),
    ...required(strategy.budget, rulePath(path, 'budget')),
    ...required(strategy.bid?.type, rulePath(path, 'bid', 'type')),
    ...required(strategy.bid?.amount, rulePath(path, 'bid', 'amount')),
  ];
  const cap = strategy.frequency_cap;
  if (cap)
    issues.push(
      ...required(cap.count, rulePath(path, 'frequency_cap', 'count')),
      ...required(cap.period, rulePath(path, 'frequency_cap', 'period')),
      ...required(cap.unit, rulePath(path, 'frequency_cap', 'unit')),
    );
  return issues;
}

/**
 * Every rule of spec §5 / DESIGN §7 over a campaign draft, all issues at once. In `draft` mode only
 * what is filled in is checked (the wizard saves as the user goes); in `publish` mode what is
 * missing is reported too. Errors block; warnings (duration, audience counts) only inform.
 */
export function checkCampaign(
  campaign: RuleCampaign,
  context: CampaignRuleContext,
  mode: RuleMode,
): RuleIssue[] {
  const settings = context.settings ?? defaultCampaignRuleSettings;
  const currency = context.currency ?? 'BRL';
  const issues: RuleIssue[] = mode === 'publish' ? missingForPublish(campaign) : [];
  issues.push(
    ...checkCampaignDates(campaign, context.now, settings, context.publishedStartDate),
    ...checkBudgets(campaign, currency, context.availableBalance),
    ...checkCreatives(campaign.type, campaign.creative_ids, context.creatives, settings, mode),
    ...checkChannelReadiness(
      campaign.type,
      campaign.creative_ids,
      context.creatives,
      context.channelReadiness,
      mode,
    ),
  );
  (campaign.groups ?? []).forEach((group, g) => {
    const groupPath = rulePath('groups', g);
    issues.push(...checkGroupDates(group, campaign, groupPath));
    (group.strategies ?? []).forEach((strategy, s) => {
      const path = rulePath(groupPath, 'strategies', s);
      issues.push(
        ...checkBid(strategy.bid, campaign.type, settings, currency, rulePath(path, 'bid')),
        ...checkFrequencyCap(strategy.frequency_cap, settings, rulePath(path, 'frequency_cap')),
        ...checkAudiences(
          strategy.audience_ids,
          context.audienceClasses ?? {},
          settings,
          rulePath(path, 'audience_ids'),
        ),
        ...checkAudienceEligibility(
          strategy.audience_ids,
          context.audienceClasses ?? {},
          context.audienceEligibility,
          rulePath(path, 'audience_ids'),
        ),
        ...checkLocations(strategy.locations, settings, rulePath(path, 'locations')),
        ...checkGenres(strategy.genre_ids, rulePath(path, 'genre_ids')),
      );
    });
  });
  return issues;
}

export interface CampaignCheck {
  /** No errors: the draft may be saved (draft mode) or published (publish mode). */
  ok: boolean;
  errors: RuleIssue[];
  warnings: RuleIssue[];
}

const summarise = (issues: RuleIssue[]): CampaignCheck => {
  const errors = ruleErrorsOf(issues);
  return { ok: errors.length === 0, errors, warnings: ruleWarningsOf(issues) };
};

/** What the wizard shows while a draft is edited: the rules broken by what is filled in. */
export const validateCampaignDraft = (campaign: RuleCampaign, context: CampaignRuleContext): CampaignCheck =>
  summarise(checkCampaign(campaign, context, 'draft'));

/** The review step and the publish use case: everything missing or wrong, and every warning. */
export const checkPublishable = (campaign: RuleCampaign, context: CampaignRuleContext): CampaignCheck =>
  summarise(checkCampaign(campaign, context, 'publish'));
