/**
 * The field a rule path names, as a label the user knows (issue 26: "Campo obrigatório." eight
 * times said nothing): the label's i18n key and, for a group's or strategy's field, which one.
 * `groups.0.strategies.1.bid.amount` → Valor do lance of the 2nd strategy of the 1st group.
 */
export interface IssueField {
  /** i18n key of the field's label (`campaigns:` namespace). */
  label: string;
  group?: number;
  strategy?: number;
}

const campaignLabels: Record<string, string> = {
  type: 'campaigns:wizard.fields.type',
  advertiser_id: 'campaigns:wizard.fields.advertiser',
  objective: 'campaigns:wizard.fields.objective',
  name: 'campaigns:wizard.fields.name',
  budget: 'campaigns:wizard.fields.budget',
  daily_budget: 'campaigns:wizard.fields.daily_budget',
  start_date: 'campaigns:wizard.fields.start_date',
  end_date: 'campaigns:wizard.fields.end_date',
  pixel_id: 'campaigns:wizard.pixels.title',
  creative_ids: 'campaigns:wizard.steps.creatives',
  groups: 'campaigns:wizard.steps.groups',
};

const groupLabels: Record<string, string> = {
  name: 'campaigns:wizard.fields.group_name',
  goal: 'campaigns:wizard.fields.goal',
  budget: 'campaigns:wizard.fields.budget',
  start_date: 'campaigns:wizard.fields.start_date',
  end_date: 'campaigns:wizard.fields.end_date',
  strategies: 'campaigns:wizard.steps.strategies',
};

const strategyLabels: Record<string, string> = {
  name: 'campaigns:wizard.fields.strategy_name',
  budget: 'campaigns:wizard.fields.budget',
  bid: 'campaigns:wizard.fields.bid_type',
  'bid.type': 'campaigns:wizard.fields.bid_type',
  'bid.amount': 'campaigns:wizard.fields.bid_amount',
  frequency_cap: 'campaigns:wizard.strategies.frequency_cap',
  locations: 'campaigns:wizard.strategies.locations',
  audience_ids: 'campaigns:wizard.strategies.audiences',
  list_ids: 'campaigns:wizard.strategies.lists',
  content_category_ids: 'campaigns:wizard.strategies.categories',
  keywords: 'campaigns:wizard.strategies.keywords',
  genre_ids: 'campaigns:wizard.strategies.genres',
  devices: 'campaigns:wizard.strategies.devices',
  environments: 'campaigns:wizard.strategies.environments',
  genders: 'campaigns:wizard.strategies.genders',
  age_ranges: 'campaigns:wizard.strategies.ages',
  browsers: 'campaigns:wizard.strategies.browsers',
};

const labelIn = (labels: Record<string, string>, rest: string[]) =>
  labels[rest.slice(0, 2).join('.')] ?? labels[rest[0] ?? ''];

export function issueFieldOf(path: string): IssueField | undefined {
  const [first, g, second, s, ...rest] = path.split('.');
  if (first !== 'groups' || g === undefined) {
    const label = campaignLabels[first ?? ''];
    return label ? { label } : undefined;
  }
  const group = Number(g);
  if (second === 'strategies' && s !== undefined) {
    const label = labelIn(strategyLabels, rest);
    return label ? { label, group, strategy: Number(s) } : undefined;
  }
  const label = labelIn(groupLabels, [second ?? '', s ?? '', ...rest].filter(Boolean));
  return label ? { label, group } : undefined;
}
