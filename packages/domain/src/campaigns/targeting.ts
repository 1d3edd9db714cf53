import { formatDate } from '../formats';
import type { AudienceEligibility } from '../audiences/eligibility';
import type { StrategyAudienceClass } from './enumerations';
import { rulePath, ruleIssue, ruleWarning, type RuleIssue } from './issues';
import type { FrequencyCapInput, StrategyLocation } from './schemas';
import type { CampaignRuleSettings } from './settings';
import { isSpotifyGenre, spotifyGenreLimit } from './spotify-genres';

/** Spec §5 Targeting: 1–59 minutes, 1–23 hours, 1–6 days, 1–4 weeks (months: settings.ts). */
export function checkFrequencyCap(
  cap: FrequencyCapInput | null | undefined,
  settings: CampaignRuleSettings,
  path: string,
): RuleIssue[] {
  if (!cap) return [];
  const issues: RuleIssue[] = [];
  if (cap.count !== undefined && (cap.count < 1 || cap.count > settings.frequencyCapMaxCount))
    issues.push(
      ruleIssue('FREQUENCY_CAP_COUNT_RANGE', rulePath(path, 'count'), {
        min: 1,
        max: settings.frequencyCapMaxCount,
      }),
    );
  if (cap.unit !== undefined && cap.period !== undefined) {
    const range = settings.frequencyCapPeriod[cap.unit];
    if (cap.period < range.min || cap.period > range.max)
      issues.push(
        ruleIssue('FREQUENCY_CAP_PERIOD_RANGE', rulePath(path, 'period'), {
          min: range.min,
          max: range.max,
          unit: cap.unit,
        }),
      );
  }
  return issues;
}

const countsTowardsAudienceLimit = (cls: StrategyAudienceClass | undefined) =>
  cls !== 'OWN' && cls !== 'CUSTOM';

/**
 * At most `maxAudiences` broad plus segmented audiences (error); more than the recommended maximum,
 * or fewer than the recommended minimum (two) in all, are warnings.
 */
export function checkAudiences(
  audienceIds: readonly string[] | undefined,
  classes: Readonly<Record<string, StrategyAudienceClass>>,
  settings: CampaignRuleSettings,
  path: string,
): RuleIssue[] {
  const ids = audienceIds ?? [];
  const counted = ids.filter((id) => countsTowardsAudienceLimit(classes[id])).length;
  const issues: RuleIssue[] = [];
  if (counted > settings.maxAudiences)
    issues.push(ruleIssue('AUDIENCES_OVER_LIMIT', path, { max: settings.maxAudiences }));
  else if (counted > settings.recommendedMaxAudiences)
    issues.push(ruleWarning('AUDIENCES_ABOVE_RECOMMENDED', path, { max: settings.recommendedMaxAudiences }));
  if (ids.length < settings.recommendedMinAudiences)
    issues.push(ruleWarning('AUDIENCES_BELOW_RECOMMENDED', path, { min: settings.recommendedMinAudiences }));
  return issues;
}

const saoPaulo = 'America/Sao_Paulo';

/** When a kind of audience becomes available, as the messages show it (São Paulo day and time). */
export function audienceAvailableParams(from: Date): { day: string; day_en: string; time: string } {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: saoPaulo,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(from);
  return {
    day: formatDate(from, 'pt_BR', { timeZone: saoPaulo }),
    day_en: formatDate(from, 'en', { timeZone: saoPaulo }),
    time,
  };
}

/**
 * Spec §5: an advertiser under 4 days old (96 hours from its creation, audiences/eligibility.ts)
 * gets broad audiences only; a segmented one is an error on the strategy's audiences, naming when
 * segments become available. Own and custom audiences (EMAIL_AUDIENCE lists) are checked where
 * lists are resolved (core's strategy references), since they are not segments of the catalogue.
 */
export function checkAudienceEligibility(
  audienceIds: readonly string[] | undefined,
  classes: Readonly<Record<string, StrategyAudienceClass>>,
  eligibility: AudienceEligibility | undefined,
  path: string,
): RuleIssue[] {
  if (!eligibility || eligibility.allowed.includes('catalogue')) return [];
  const segmented = (audienceIds ?? []).some((id) => classes[id] === 'SEGMENTED');
  return segmented
    ? [
        ruleIssue(
          'AUDIENCE_SEGMENTED_ADVERTISER_TOO_YOUNG',
          path,
          audienceAvailableParams(eligibility.catalogueFrom),
        ),
      ]
    : [];
}

/** IBGE state codes: the first two digits of a municipality's 7-digit code. */
export const ibgeStateCodes = {
  RO: '11',
  AC: '12',
  AM: '13',
  RR: '14',
  PA: '15',
  AP: '16',
  TO: '17',
  MA: '21',
  PI: '22',
  CE: '23',
  RN: '24',
  PB: '25',
  PE: '26',
  AL: '27',
  SE: '28',
  BA: '29',
  MG: '31',
  ES: '32',
  RJ: '33',
  SP: '35',
  PR: '41',
  SC: '42',
  RS: '43',
  MS: '50',
  MT: '51',
  GO: '52',
  DF: '53',
} as const;

/**
 * States need a country, cities a country and their state (spec §5, the picker narrows country →
 * state → city); states and municipalities are Brazil's (UF, IBGE code). A radius needs a centre
 * (a point or a city) and a distance within the settings.
 */
export function checkLocations(
  locations: readonly StrategyLocation[] | undefined,
  settings: CampaignRuleSettings,
  path: string,
): RuleIssue[] {
  const issues: RuleIssue[] = [];
  (locations ?? []).forEach((location, i) => {
    const here = rulePath(path, i);
    switch (location.kind) {
      case 'country':
        return;
      case 'state':
        if (!location.country) issues.push(ruleIssue('STATE_NEEDS_COUNTRY', rulePath(here, 'country')));
        else if (location.country !== 'BR')
          issues.push(ruleIssue('LOCATION_OUTSIDE_BRAZIL', rulePath(here, 'country')));
        return;
      case 'city':
        if (!location.country) issues.push(ruleIssue('CITY_NEEDS_COUNTRY', rulePath(here, 'country')));
        else if (location.country !== 'BR')
          issues.push(ruleIssue('LOCATION_OUTSIDE_BRAZIL', rulePath(here, 'country')));
        if (!location.state) issues.push(ruleIssue('CITY_NEEDS_STATE', rulePath(here, 'state')));
        else if (!location.city.startsWith(ibgeStateCodes[location.state]))
          issues.push(ruleIssue('CITY_OUTSIDE_STATE', rulePath(here, 'city')));
        return;
      case 'radius': {
        const hasPoint = location.lat !== undefined && location.lng !== undefined;
        if (!hasPoint && location.city === undefined) issues.push(ruleIssue('RADIUS_NEEDS_CENTER', here));
        if (location.km < settings.radiusKm.min || location.km > settings.radiusKm.max)
          issues.push(
            ruleIssue('RADIUS_KM_RANGE', rulePath(here, 'km'), {
              min: settings.radiusKm.min,
              max: settings.radiusKm.max,
            }),
          );
        return;
      }
    }
  });
  return issues;
}

/** Issue 28, AUDIO: each genre one of Spotify's (spotify-genres.ts), at most `spotifyGenreLimit`. */
export function checkGenres(genreIds: readonly string[] | undefined, path: string): RuleIssue[] {
  const ids = genreIds ?? [];
  const issues: RuleIssue[] = [];
  ids.forEach((id, i) => {
    if (!isSpotifyGenre(id)) issues.push(ruleIssue('GENRE_UNKNOWN', rulePath(path, i), { genre: id }));
  });
  if (ids.length > spotifyGenreLimit)
    issues.push(ruleIssue('GENRES_OVER_LIMIT', path, { max: spotifyGenreLimit }));
  return issues;
}
