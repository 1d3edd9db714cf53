import type { PlatformGroupPlan } from '../connector';

/**
 * Verba's age ranges, genders and devices as Google Ads criteria (pure). Sources:
 * google/ads/googleads/v25/common/criteria.proto (AgeRangeInfo, GenderInfo, DeviceInfo),
 * enums/age_range_type.proto, gender_type.proto, device.proto, resources/campaign_criterion.proto
 * (bid_modifier: "use 0 to opt out of a Device type") and the demographic targeting guide
 * (https://developers.google.com/google-ads/api/docs/targeting/demographic-targeting: demographics
 * are ad group criteria; to leave a range out, add it as a negative criterion).
 *
 * - Ages and genders: every Google value the strategy does NOT take becomes a negative ad group
 *   criterion (SEARCH and Demand Gen ad groups both allow them). A strategy that restricts ages or
 *   genders also leaves out the "undetermined" value (Verba's rule is "only these people"), except
 *   that Verba's gender UNKNOWN is Google's UNDETERMINED. Nothing chosen = everyone: no criterion.
 * - Devices: Google has no device criterion on ad groups (AdGroupCriterion has no `device`), so a
 *   device is opted out for the whole campaign (campaign criterion DeviceInfo with bidModifier 0)
 *   when EVERY strategy of the campaign leaves it out. Verba's MOBILE is Google's MOBILE and
 *   TABLET, DESKTOP is DESKTOP; CONNECTED_TV is left as Google has it.
 */

export const googleAgeRanges: Record<string, string> = {
  '18_24': 'AGE_RANGE_18_24',
  '25_34': 'AGE_RANGE_25_34',
  '35_44': 'AGE_RANGE_35_44',
  '45_54': 'AGE_RANGE_45_54',
  '55_64': 'AGE_RANGE_55_64',
  '65_PLUS': 'AGE_RANGE_65_UP',
};
const allAgeRanges = [...Object.values(googleAgeRanges), 'AGE_RANGE_UNDETERMINED'];

export const googleGenders: Record<string, string> = {
  FEMALE: 'FEMALE',
  MALE: 'MALE',
  UNKNOWN: 'UNDETERMINED',
};
const allGenders = ['FEMALE', 'MALE', 'UNDETERMINED'];

export const googleDevicesOf: Record<string, string[]> = {
  MOBILE: ['MOBILE', 'TABLET'],
  DESKTOP: ['DESKTOP'],
};
const optionalDevices = ['MOBILE', 'TABLET', 'DESKTOP'];

/** Negative ad group criteria (the age range and gender types to leave out) of one strategy. */
export function excludedDemographicsOf(group: Pick<PlatformGroupPlan, 'ageRanges' | 'genders'>): {
  ageRanges: string[];
  genders: string[];
} {
  const ages = group.ageRanges.map((a) => googleAgeRanges[a]).filter((a): a is string => !!a);
  const genders = group.genders.map((g) => googleGenders[g]).filter((g): g is string => !!g);
  return {
    ageRanges: ages.length === 0 ? [] : allAgeRanges.filter((a) => !ages.includes(a)),
    genders: genders.length === 0 ? [] : allGenders.filter((g) => !genders.includes(g)),
  };
}

/** Devices to opt out of campaign-wide (bidModifier 0): those no strategy of the campaign takes. */
export function excludedDevicesOf(groups: Pick<PlatformGroupPlan, 'devices'>[]): string[] {
  if (groups.length === 0) return [];
  const wanted = new Set<string>();
  for (const group of groups) {
    const devices = group.devices.flatMap((d) => googleDevicesOf[d] ?? []);
    // A strategy without devices (or with none Google knows) takes every device.
    if (devices.length === 0) return [];
    for (const d of devices) wanted.add(d);
  }
  return optionalDevices.filter((d) => !wanted.has(d));
}
