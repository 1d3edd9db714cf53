import {
  formatMoney,
  type AgeRange,
  type BidType,
  type Browser,
  type CampaignObjective,
  type CampaignType,
  type Currency,
  type Device,
  type Environment,
  type FrequencyCapUnit,
  type Gender,
  type MetaCallToAction,
  type MetaPlacement,
  type MetaSettings,
  type StrategyKeyword,
  type StrategyLocation,
} from '@verba/domain';
import type {
  CampaignBody,
  CampaignDetail,
  CampaignGroupView,
  CampaignStrategyView,
} from '../../../hooks/api/campaigns';
import { centsOfMoneyValue } from '../../../components/forms/money-value';

/**
 * The wizard's form as typed: money as the masked text ("R$ 1.500,00"), dates as `YYYY-MM-DD`,
 * '' for what is not filled in yet. `key` tells rows apart before the server gives them an id.
 */
export interface StrategyValues {
  key: string;
  id?: string;
  name: string;
  budget: string;
  bid_type: BidType | '';
  bid_amount: string;
  cap_enabled: boolean;
  cap_count: string;
  cap_period: string;
  cap_unit: FrequencyCapUnit | '';
  devices: Device[];
  environments: Environment[];
  browsers: Browser[];
  genders: Gender[];
  age_ranges: AgeRange[];
  audience_ids: string[];
  locations: StrategyLocation[];
  list_ids: string[];
  content_category_ids: string[];
  /** SEARCH only: keywords with their match types. */
  keywords: StrategyKeyword[];
  /** AUDIO only (issue 28): Spotify genre ids. */
  genre_ids: string[];
}

export interface GroupValues {
  key: string;
  id?: string;
  name: string;
  goal: string;
  start_date: string;
  end_date: string;
  budget: string;
  strategies: StrategyValues[];
}

/** META_ADS only (issue 28): the campaign's Meta fields as the wizard edits them. */
export interface MetaValues {
  /** Automatic placements (Meta chooses: Advantage+), else `placements`. */
  automatic_placements: boolean;
  placements: MetaPlacement[];
  /** '' → the advertiser's connected Page. */
  page_id: string;
  primary_text: string;
  headline: string;
  call_to_action: MetaCallToAction;
}

export const emptyMetaValues = (): MetaValues => ({
  automatic_placements: true,
  placements: [],
  page_id: '',
  primary_text: '',
  headline: '',
  call_to_action: 'LEARN_MORE',
});

export function metaValuesOf(meta: MetaSettings | null | undefined): MetaValues {
  const empty = emptyMetaValues();
  if (!meta) return empty;
  return {
    automatic_placements: !meta.placements?.length,
    placements: meta.placements ?? [],
    page_id: meta.page_id ?? '',
    primary_text: meta.primary_text ?? '',
    headline: meta.headline ?? '',
    call_to_action: meta.call_to_action ?? empty.call_to_action,
  };
}

/** The Meta fields as the API's `meta` body. */
export function metaBodyOf(meta: MetaValues): MetaSettings {
  return {
    placements: meta.automatic_placements ? null : meta.placements,
    page_id: meta.page_id || null,
    primary_text: meta.primary_text.trim() || null,
    headline: meta.headline.trim() || null,
    call_to_action: meta.call_to_action,
  };
}

export interface WizardValues {
  type: CampaignType | '';
  advertiser_id: string;
  objective: CampaignObjective | '';
  name: string;
  budget: string;
  daily_budget: string;
  start_date: string;
  end_date: string;
  pixel_id: string | null;
  creative_ids: string[];
  groups: GroupValues[];
  /** META_ADS: the Meta fields (the other channels ignore them). */
  meta: MetaValues;
}

let lastKey = 0;
export const newRowKey = (): string => `new-${++lastKey}`;

export const emptyWizardValues = (type: CampaignType | '' = ''): WizardValues => ({
  type,
  advertiser_id: '',
  objective: '',
  name: '',
  budget: '',
  daily_budget: '',
  start_date: '',
  end_date: '',
  pixel_id: null,
  creative_ids: [],
  groups: [],
  meta: emptyMetaValues(),
});

export const emptyGroup = (): GroupValues => ({
  key: newRowKey(),
  name: '',
  goal: '',
  start_date: '',
  end_date: '',
  budget: '',
  strategies: [],
});

export const emptyStrategy = (bidType: BidType | '' = ''): StrategyValues => ({
  key: newRowKey(),
  name: '',
  budget: '',
  bid_type: bidType,
  bid_amount: '',
  cap_enabled: false,
  cap_count: '',
  cap_period: '',
  cap_unit: '',
  devices: [],
  environments: [],
  browsers: [],
  genders: [],
  age_ranges: [],
  audience_ids: [],
  locations: [],
  list_ids: [],
  content_category_ids: [],
  keywords: [],
  genre_ids: [],
});

const money = (amount: string | null, currency: Currency): string =>
  amount === null ? '' : formatMoney(amount, currency);

/** A saved strategy as the strategy fields show it. */
export function strategyValuesOf(strategy: CampaignStrategyView, currency: Currency): StrategyValues {
  const cap = strategy.frequency_cap;
  return {
    key: strategy.id,
    id: strategy.id,
    name: strategy.name ?? '',
    budget: money(strategy.budget, currency),
    bid_type: strategy.bid.type ?? '',
    bid_amount: money(strategy.bid.amount, currency),
    cap_enabled: cap !== null,
    cap_count: cap?.count != null ? String(cap.count) : '',
    cap_period: cap?.period != null ? String(cap.period) : '',
    cap_unit: cap?.unit ?? '',
    devices: strategy.devices,
    environments: strategy.environments,
    browsers: strategy.browsers,
    genders: strategy.genders,
    age_ranges: strategy.age_ranges,
    audience_ids: strategy.audience_ids,
    // Stored locations passed the draft schema when saved.
    locations: strategy.locations,
    list_ids: strategy.list_ids,
    content_category_ids: strategy.content_category_ids,
    keywords: strategy.keywords,
    genre_ids: strategy.genre_ids ?? [],
  };
}

/** A saved group (and its strategies) as the group fields show it. */
export function groupValuesOf(group: CampaignGroupView, currency: Currency): GroupValues {
  return {
    key: group.id,
    id: group.id,
    name: group.name ?? '',
    goal: group.goal ?? '',
    start_date: group.start_date ?? '',
    end_date: group.end_date ?? '',
    budget: money(group.budget, currency),
    strategies: group.strategies.map((s) => strategyValuesOf(s, currency)),
  };
}

/** A saved draft as the form shows it. */
export function wizardValuesOf(campaign: CampaignDetail): WizardValues {
  const c = campaign.currency;
  return {
    type: campaign.type,
    advertiser_id: campaign.advertiser_id,
    objective: campaign.objective ?? '',
    name: campaign.name ?? '',
    budget: money(campaign.budget, c),
    daily_budget: money(campaign.daily_budget, c),
    start_date: campaign.start_date ?? '',
    end_date: campaign.end_date ?? '',
    pixel_id: campaign.pixel_id,
    creative_ids: campaign.creative_ids,
    groups: campaign.groups.map((g) => groupValuesOf(g, c)),
    meta: metaValuesOf(campaign.meta),
  };
}

/** Only what is filled in: an empty text is "not given" (the draft schemas take missing fields). */
const filled = (text: string): string | undefined => (text.trim() ? text.trim() : undefined);
const cents = (text: string, currency: Currency): string | undefined => {
  if (!text.trim()) return undefined;
  const amount = centsOfMoneyValue(text, currency);
  return amount === undefined ? text : amount.toString();
};
const whole = (text: string): number | undefined =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** The strategy fields' values as the API's strategy body. */
export function strategyBodyOf(s: StrategyValues, currency: Currency) {
  return {
    id: s.id,
    name: filled(s.name),
    budget: cents(s.budget, currency),
    bid: { type: s.bid_type || undefined, amount: cents(s.bid_amount, currency) },
    frequency_cap: s.cap_enabled
      ? { count: whole(s.cap_count), period: whole(s.cap_period), unit: s.cap_unit || undefined }
      : null,
    devices: s.devices,
    environments: s.environments,
    browsers: s.browsers,
    genders: s.genders,
    age_ranges: s.age_ranges,
    audience_ids: s.audience_ids,
    locations: s.locations,
    list_ids: s.list_ids,
    content_category_ids: s.content_category_ids,
    keywords: s.keywords,
    genre_ids: s.genre_ids,
  };
}

/** The group fields' values as the API's group body (without its strategies). */
export function groupBodyOf(g: GroupValues, currency: Currency) {
  return {
    id: g.id,
    name: filled(g.name),
    goal: filled(g.goal),
    start_date: filled(g.start_date),
    end_date: filled(g.end_date) ?? null,
    budget: cents(g.budget, currency),
  };
}

/**
 * The form as the API's draft body (campaigns-api contract): money in minor units, missing fields
 * left out, rows with an id updated and without one created. `type` must be chosen.
 */
export function draftBodyOf(values: WizardValues, currency: Currency): CampaignBody {
  return {
    type: values.type as CampaignType,
    objective: values.objective || undefined,
    name: filled(values.name),
    budget: cents(values.budget, currency),
    daily_budget: cents(values.daily_budget, currency) ?? null,
    start_date: filled(values.start_date),
    end_date: filled(values.end_date) ?? null,
    pixel_id: values.pixel_id,
    creative_ids: values.creative_ids,
    groups: values.groups.map((g) => ({
      ...groupBodyOf(g, currency),
      strategies: g.strategies.map((s) => strategyBodyOf(s, currency)),
    })),
    ...(values.type === 'META_ADS' && { meta: metaBodyOf(values.meta) }),
  };
}
