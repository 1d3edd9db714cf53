import {
  campaignDraftSchema,
  checkPublishable,
  issueMessage,
  metaSettingsProblems,
  type CampaignCreativeRef,
  type MetaIdentityOption,
  type ChannelReadiness,
  type Currency,
  type MessageKey,
} from '@verba/domain';
import type { CampaignDetail, RuleIssueDto } from '../../../hooks/api/campaigns';
import { draftBodyOf, type GroupValues, type WizardValues } from './wizard-form';
import { issuesOfStep, type WizardStep } from './wizard-steps';

/** One message at a field path: a format error of the schemas or a rule issue (same keys as the server). */
export interface FieldIssue extends MessageKey {
  path: string;
}

export interface WizardCheck {
  errors: FieldIssue[];
  warnings: FieldIssue[];
}

/**
 * What the server would say about the form: the draft schemas first (format), then every rule of
 * `checkPublishable` (what is missing too). Steps show the part that is theirs.
 */
export function checkWizard(
  values: WizardValues,
  context: {
    currency: Currency;
    now: Date;
    creatives?: readonly CampaignCreativeRef[];
    /** YOUTUBE: the advertiser's connected channel and logo (use-channel-readiness.ts). */
    channelReadiness?: ChannelReadiness | undefined;
    /** META_ADS: the Pages the advertiser connected (the server checks the same, check-references.ts). */
    metaIdentities?: readonly MetaIdentityOption[] | undefined;
  },
): WizardCheck {
  if (!values.type)
    return { errors: [{ path: 'type', key: 'validation:required', params: {} }], warnings: [] };
  const parsed = campaignDraftSchema.safeParse(draftBodyOf(values, context.currency));
  if (!parsed.success)
    return {
      errors: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), ...issueMessage(issue) })),
      warnings: [],
    };
  const { channelReadiness, metaIdentities, ...rest } = context;
  const check = checkPublishable(parsed.data, { ...rest, ...(channelReadiness && { channelReadiness }) });
  const field = (i: { path: string; key: string; params: Record<string, unknown> }): FieldIssue => ({
    path: i.path,
    key: i.key,
    params: i.params,
  });
  const errors = check.errors.map(field);
  if (metaIdentities && parsed.data.type === 'META_ADS')
    for (const problem of metaSettingsProblems(parsed.data.meta, metaIdentities))
      errors.push({ path: problem.path, key: problem.key, params: {} });
  if (!values.advertiser_id)
    errors.unshift({ path: 'advertiser_id', key: 'validation:required', params: {} });
  return { errors, warnings: check.warnings.map(field) };
}

/** The errors that keep the wizard on `step`. */
export const stepErrors = (check: WizardCheck, step: WizardStep): FieldIssue[] =>
  issuesOfStep(check.errors, step);

/** The server's issues (CampaignDetail.issues, or a 422's field errors) in the wizard's shape. */
export const fieldIssuesOfDto = (issues: readonly RuleIssueDto[]): FieldIssue[] =>
  issues.map((i) => ({ path: i.path, key: i.key, params: i.values }));

/** A 422 `errors` object (path → messages already translated) as field issues shown verbatim. */
export function fieldIssuesOfServer(errors: unknown): FieldIssue[] {
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return [];
  return Object.entries(errors as Record<string, unknown>).flatMap(([path, messages]) =>
    (Array.isArray(messages) ? messages : [messages])
      .filter((m): m is string => typeof m === 'string')
      .map((text) => ({ path, key: 'campaigns:wizard.server_message', params: { text } })),
  );
}

/** The first message at exactly `path`. */
/** The issue at a field, else one at an item of it (`list_ids.2` shows on `list_ids`). */
export const issueAt = (issues: readonly FieldIssue[], path: string): FieldIssue | undefined =>
  issues.find((i) => i.path === path) ??
  issues.find((i) => i.path.startsWith(`${path}.`) && /^\d+$/.test(i.path.slice(path.length + 1)));

/**
 * After a save the server answers the tree with ids: rows the form created take theirs, by
 * position (the server keeps the order it was sent in). Everything typed since stays.
 */
export function withSavedIds(values: WizardValues, saved: Pick<CampaignDetail, 'groups'>): WizardValues {
  const groups = values.groups.map((group, g): GroupValues => {
    const savedGroup = saved.groups[g];
    if (!savedGroup) return group;
    return {
      ...group,
      id: group.id ?? savedGroup.id,
      strategies: group.strategies.map((s, i) => ({ ...s, id: s.id ?? savedGroup.strategies[i]?.id })),
    };
  });
  return { ...values, groups };
}
