import type { CampaignType } from './enumerations';

/** The targeting fields a strategy may carry (spec §5), each an array on the strategy. */
export const strategyTargetingFields = [
  'audience_ids',
  'locations',
  'devices',
  'environments',
  'genders',
  'age_ranges',
  'browsers',
  'list_ids',
  'content_category_ids',
  'keywords',
  'genre_ids',
] as const;
export type StrategyTargetingField = (typeof strategyTargetingFields)[number];

/** What the open web (display, native, push) is bought by: everything but search keywords and music genres. */
const openWeb = strategyTargetingFields.filter((f) => f !== 'keywords' && f !== 'genre_ids');

const people = ['audience_ids', 'locations', 'devices', 'genders', 'age_ranges'] as const;

/**
 * Which targeting each channel has (issue 26). The open-web channels Verba buys itself (display,
 * native, push, managed) have all of it but keywords; the platforms' own channels only what they
 * offer: a search strategy has keywords with match types and no browsers, site/app lists or content
 * categories,
 * Spotify no sites, apps, browsers or environments but its music genres (`genre_ids`, issue 28), YouTube adds its topics (content categories),
 * Meta targets people only. The server keeps only these fields (the others are stored empty) and
 * the strategy form shows only these.
 */
export const strategyTargetingByCampaignType: Record<CampaignType, readonly StrategyTargetingField[]> = {
  PROGRAMMATIC: openWeb,
  MANUAL: openWeb,
  NATIVE: openWeb,
  NATIVE_CONTEXTUAL: openWeb,
  NATIVE_OPEN: openWeb,
  PUSH: openWeb,
  SEARCH: ['keywords', ...people],
  AUDIO: [...people, 'genre_ids'],
  YOUTUBE: [...people, 'content_category_ids'],
  META_ADS: people,
};

export const channelHasTargeting = (type: CampaignType, field: StrategyTargetingField) =>
  strategyTargetingByCampaignType[type].includes(field);

/** The strategy's targeting with the fields its channel does not have emptied. */
export function channelTargeting<
  T extends Partial<Record<StrategyTargetingField, readonly unknown[] | undefined>>,
>(type: CampaignType, targeting: T): T {
  const kept = { ...targeting };
  for (const field of strategyTargetingFields)
    if (!channelHasTargeting(type, field) && kept[field] !== undefined)
      (kept as Record<string, unknown>)[field] = [];
  return kept;
}
