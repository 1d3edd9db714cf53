import type { MessageKey } from '../validation/issue-message';

/**
 * What the campaign rules report: every problem at once, each with a stable code, the field path
 * it belongs to (`groups.0.strategies.1.bid.amount`), an i18n key and its interpolation values.
 * Errors block saving or publishing; warnings are shown (review step) and never block.
 */
export type RuleSeverity = 'error' | 'warning';

export const ruleIssueKeys = {
  REQUIRED: 'validation:required',
  START_NOT_AFTER_TODAY: 'campaigns:rules.START_NOT_AFTER_TODAY',
  START_LEAD_TIME: 'campaigns:rules.START_LEAD_TIME',
  END_NOT_AFTER_START: 'campaigns:rules.END_NOT_AFTER_START',
  END_NOT_AFTER_TOMORROW: 'campaigns:rules.END_NOT_AFTER_TOMORROW',
  DURATION_BELOW_RECOMMENDED: 'campaigns:rules.DURATION_BELOW_RECOMMENDED',
  GROUP_START_BEFORE_CAMPAIGN: 'campaigns:rules.GROUP_START_BEFORE_CAMPAIGN',
  GROUP_START_AFTER_CAMPAIGN_END: 'campaigns:rules.GROUP_START_AFTER_CAMPAIGN_END',
  GROUP_END_AFTER_CAMPAIGN_END: 'campaigns:rules.GROUP_END_AFTER_CAMPAIGN_END',
  GROUP_END_BEFORE_START: 'campaigns:rules.GROUP_END_BEFORE_START',
  AMOUNT_NOT_POSITIVE: 'campaigns:rules.AMOUNT_NOT_POSITIVE',
  BUDGET_OVER_BALANCE: 'campaigns:rules.BUDGET_OVER_BALANCE',
  /** Editing a published campaign: its budget cannot drop below what it already spent. */
  BUDGET_BELOW_SPENT: 'campaigns:rules.BUDGET_BELOW_SPENT',
  DAILY_BUDGET_OVER_BUDGET: 'campaigns:rules.DAILY_BUDGET_OVER_BUDGET',
  GROUP_BUDGETS_OVER_CAMPAIGN: 'campaigns:rules.GROUP_BUDGETS_OVER_CAMPAIGN',
  STRATEGY_BUDGETS_OVER_GROUP: 'campaigns:rules.STRATEGY_BUDGETS_OVER_GROUP',
  BID_TYPE_NOT_ALLOWED: 'campaigns:rules.BID_TYPE_NOT_ALLOWED',
  BID_BELOW_MINIMUM: 'campaigns:rules.BID_BELOW_MINIMUM',
  FREQUENCY_CAP_COUNT_RANGE: 'campaigns:rules.FREQUENCY_CAP_COUNT_RANGE',
  FREQUENCY_CAP_PERIOD_RANGE: 'campaigns:rules.FREQUENCY_CAP_PERIOD_RANGE',
  AUDIENCES_OVER_LIMIT: 'campaigns:rules.AUDIENCES_OVER_LIMIT',
  AUDIENCES_ABOVE_RECOMMENDED: 'campaigns:rules.AUDIENCES_ABOVE_RECOMMENDED',
  AUDIENCES_BELOW_RECOMMENDED: 'campaigns:rules.AUDIENCES_BELOW_RECOMMENDED',
  /** Spec §5: an advertiser under 4 days old gets broad audiences only. */
  AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG: 'campaigns:rules.AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG',
  STATE_NEEDS_COUNTRY: 'campaigns:rules.STATE_NEEDS_COUNTRY',
  LOCATION_OUTSIDE_BRAZIL: 'campaigns:rules.LOCATION_OUTSIDE_BRAZIL',
  CITY_NEEDS_COUNTRY: 'campaigns:rules.CITY_NEEDS_COUNTRY',
  CITY_NEEDS_STATE: 'campaigns:rules.CITY_NEEDS_STATE',
  CITY_OUTSIDE_STATE: 'campaigns:rules.CITY_OUTSIDE_STATE',
  RADIUS_NEEDS_CENTER: 'campaigns:rules.RADIUS_NEEDS_CENTER',
  RADIUS_KM_RANGE: 'campaigns:rules.RADIUS_KM_RANGE',
  GROUPS_REQUIRED: 'campaigns:rules.GROUPS_REQUIRED',
  STRATEGIES_REQUIRED: 'campaigns:rules.STRATEGIES_REQUIRED',
  CREATIVES_REQUIRED: 'campaigns:rules.CREATIVES_REQUIRED',
  CREATIVES_OVER_LIMIT: 'campaigns:rules.CREATIVES_OVER_LIMIT',
  CREATIVE_FORMAT_NOT_ACCEPTED: 'campaigns:rules.CREATIVE_FORMAT_NOT_ACCEPTED',
  CREATIVE_SIZE_REQUIRED: 'campaigns:rules.CREATIVE_SIZE_REQUIRED',
  AUDIO_COMPANION_REQUIRED: 'campaigns:rules.AUDIO_COMPANION_REQUIRED',
  /** Issue 28, AUDIO: a genre id Spotify's genre targeting does not have (spotify-genres.ts). */
  GENRE_UNKNOWN: 'campaigns:rules.GENRE_UNKNOWN',
  GENRES_OVER_LIMIT: 'campaigns:rules.GENRES_OVER_LIMIT',
  /**
   * Issue 27, YOUTUBE (Google Ads Demand Gen): what the platform needs from the advertiser, checked
   * at publish before anything is reserved; the messages are the error catalogue's (errors.json).
   */
  YOUTUBE_CHANNEL_NOT_CONNECTED: 'errors:YOUTUBE_CHANNEL_NOT_CONNECTED',
  YOUTUBE_VIDEO_REQUIRED: 'errors:YOUTUBE_VIDEO_REQUIRED',
  ADVERTISER_LOGO_REQUIRED: 'errors:ADVERTISER_LOGO_REQUIRED',
} as const;
export type RuleIssueCode = keyof typeof ruleIssueKeys;

/** Input-format messages of the campaign schemas (schemas.ts). */
export const campaignFormatKeys = {
  amount: 'campaigns:rules.AMOUNT_FORMAT',
  date: 'campaigns:rules.DATE_FORMAT',
  cityCode: 'campaigns:rules.CITY_CODE_FORMAT',
} as const;

export interface RuleIssue {
  code: RuleIssueCode;
  severity: RuleSeverity;
  path: string;
  key: string;
  params: Record<string, unknown>;
}

export function ruleIssue(
  code: RuleIssueCode,
  path: string,
  params: Record<string, unknown> = {},
  severity: RuleSeverity = 'error',
): RuleIssue {
  return { code, severity, path, key: ruleIssueKeys[code], params };
}

export const ruleWarning = (
  code: RuleIssueCode,
  path: string,
  params: Record<string, unknown> = {},
): RuleIssue => ruleIssue(code, path, params, 'warning');

export const ruleErrorsOf = (issues: readonly RuleIssue[]): RuleIssue[] =>
  issues.filter((i) => i.severity === 'error');
export const ruleWarningsOf = (issues: readonly RuleIssue[]): RuleIssue[] =>
  issues.filter((i) => i.severity === 'warning');

/** Field path → message keys: the API's 422 `errors` object (same shape as `issuesByField`). */
export function ruleIssuesByField(issues: readonly RuleIssue[]): Record<string, MessageKey[]> {
  const out: Record<string, MessageKey[]> = {};
  for (const issue of issues) (out[issue.path || '_'] ??= []).push({ key: issue.key, params: issue.params });
  return out;
}

/** Joins a parent path and a child segment (`''` + `name` → `name`). */
export const rulePath = (base: string, ...segments: (string | number)[]): string =>
  [base, ...segments.map(String)].filter((s) => s !== '').join('.');
