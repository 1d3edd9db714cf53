import {
  ruleIssuesByField,
  validateCampaignDraft,
  type MessageKey,
  type RuleCampaign,
  type RuleGroup,
  type RuleStrategy,
} from '@verba/domain';
import type {
  CampaignDetail,
  CampaignGroup,
  CampaignStrategy,
  GroupInput,
  StrategyInput,
} from '../../../hooks/api/campaigns';

/** Field (`name`, `bid.amount`…) → message keys, for one form. */
export type FormErrors = Record<string, MessageKey[]>;

const money = (value: string | null | undefined) =>
  value === null || value === undefined || !/^\d+$/.test(value) ? undefined : BigInt(value);
const orUndefined = <T>(value: T | null | undefined) => value ?? undefined;

function ruleStrategyOf(input: StrategyInput | CampaignStrategy): RuleStrategy {
  const cap = input.frequency_cap;
  return {
    name: orUndefined(input.name),
    budget: money(input.budget),
    audience_ids: input.audience_ids,
    locations: input.locations,
    browsers: input.browsers,
    devices: input.devices,
    environments: input.environments,
    genders: input.genders,
    age_ranges: input.age_ranges,
    list_ids: input.list_ids,
    content_category_ids: input.content_category_ids,
    genre_ids: input.genre_ids,
    bid: input.bid ? { type: orUndefined(input.bid.type), amount: money(input.bid.amount) } : undefined,
    frequency_cap: cap
      ? { count: orUndefined(cap.count), period: orUndefined(cap.period), unit: orUndefined(cap.unit) }
      : cap,
    status: 'status' in input ? input.status : undefined,
  };
}

function ruleGroupOf(group: GroupInput | CampaignGroup, strategies: RuleStrategy[]): RuleGroup {
  return {
    name: orUndefined(group.name),
    goal: orUndefined(group.goal),
    start_date: orUndefined(group.start_date),
    end_date: group.end_date,
    budget: money(group.budget),
    status: 'status' in group ? group.status : undefined,
    strategies,
  };
}

/** The campaign as the domain's rules read it (money strings → bigint, nulls → absent). */
export function ruleCampaignOf(detail: CampaignDetail, groups?: RuleGroup[]): RuleCampaign {
  return {
    name: orUndefined(detail.name),
    type: detail.type,
    objective: orUndefined(detail.objective),
    budget: money(detail.budget),
    daily_budget: money(detail.daily_budget),
    start_date: orUndefined(detail.start_date),
    end_date: detail.end_date,
    pixel_id: detail.pixel_id,
    creative_ids: detail.creative_ids,
    groups:
      groups ??
      detail.groups.map((g) =>
        ruleGroupOf(
          g,
          g.strategies.map((s) => ruleStrategyOf(s)),
        ),
      ),
  };
}

/** The errors under `prefix` with the prefix removed; `extra` maps other paths onto a field. */
function errorsUnder(
  byField: Record<string, MessageKey[]>,
  prefix: string,
  extra: Record<string, string>,
): FormErrors {
  const out: FormErrors = {};
  for (const [path, keys] of Object.entries(byField)) {
    const own = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
    const field = extra[path] ?? (own === 'strategies' ? 'budget' : own);
    if (field && !field.startsWith('strategies.')) (out[field] ??= []).push(...keys);
  }
  return out;
}

const check = (detail: CampaignDetail, campaign: RuleCampaign, now: Date) =>
  ruleIssuesByField(validateCampaignDraft(campaign, { now, currency: detail.currency }).errors);

/** What the rules say about a group form's values inside this campaign (a new group goes last). */
export function groupFormErrors(
  detail: CampaignDetail,
  groupId: string | undefined,
  values: GroupInput,
  now = new Date(),
): FormErrors {
  const groups = ruleCampaignOf(detail).groups ?? [];
  const index = groupId ? detail.groups.findIndex((g) => g.id === groupId) : groups.length;
  groups[index] = ruleGroupOf(
    { ...values, ...(groupId ? { status: detail.groups[index]?.status } : {}) },
    groups[index]?.strategies ?? [],
  );
  return errorsUnder(check(detail, ruleCampaignOf(detail, groups), now), `groups.${index}.`, {
    groups: 'budget',
  });
}

/** What the rules say about a strategy form's values inside its group (a new strategy goes last). */
export function strategyFormErrors(
  detail: CampaignDetail,
  groupId: string,
  strategyId: string | undefined,
  values: StrategyInput,
  now = new Date(),
): FormErrors {
  const groups = ruleCampaignOf(detail).groups ?? [];
  const g = detail.groups.findIndex((group) => group.id === groupId);
  const group = groups[g];
  if (!group) return {};
  const strategies = [...(group.strategies ?? [])];
  const s = strategyId
    ? detail.groups[g]!.strategies.findIndex((st) => st.id === strategyId)
    : strategies.length;
  strategies[s] = { ...ruleStrategyOf(values), status: strategies[s]?.status };
  groups[g] = { ...group, strategies };
  const prefix = `groups.${g}.strategies.${s}.`;
  const byField = check(detail, ruleCampaignOf(detail, groups), now);
  const out: FormErrors = {};
  for (const [path, keys] of Object.entries(byField)) {
    const field =
      path === `groups.${g}.strategies`
        ? 'budget'
        : path.startsWith(prefix)
          ? path.slice(prefix.length)
          : undefined;
    if (field) (out[field] ??= []).push(...keys);
  }
  return out;
}

/**
 * A 422's field errors for one form: the contract keys them by the rule path
 * (`groups.0.strategies.1.bid.amount`) or by the body's own field; both land on the field.
 */
export function serverFormErrors(errors: Record<string, string>, prefix: RegExp): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path.replace(prefix, ''), message]),
  );
}
export const groupPathPrefix = /^groups\.\d+\./;
export const strategyPathPrefix = /^groups\.\d+\.strategies\.\d+\./;
