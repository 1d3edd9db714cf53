import { foldForSearch } from '@verba/domain';
import type { GeoTargetSuggestion } from './client';

/**
 * Verba's Brazilian locations (UF codes, 7-digit IBGE municipality codes) → Google Ads geo target
 * constants. Google has no IBGE codes; its constants are found by name with
 * GeoTargetConstantService.SuggestGeoTargetConstants (POST /vNN/geoTargetConstants:suggest,
 * countryCode BR, locale pt) and matched here on target type and the English canonical name
 * ("Campinas,State of Sao Paulo,Brazil"; states are "State of <name>", the DF "Federal District").
 * Brazil itself is geoTargetConstants/2076.
 */
export interface PlaceToResolve {
  /** The Verba code (UF or IBGE). */
  code: string;
  kind: 'state' | 'city';
  /** Portuguese name (IBGE). */
  name: string;
  /** The state's name, for a city. */
  stateName: string;
  uf: string;
}

const googleStateName = (uf: string, name: string) =>
  uf === 'DF' ? 'federal district' : `state of ${foldForSearch(name)}`;

/** The suggestion that is this place (type and canonical parent checked), or null. */
export function matchSuggestion(place: PlaceToResolve, suggestions: GeoTargetSuggestion[]): string | null {
  const state = googleStateName(place.uf, place.stateName);
  const candidates = suggestions
    .map((s) => ({ reach: Number(s.reach ?? 0), constant: s.geoTargetConstant }))
    .filter(
      ({ constant }) =>
        constant?.resourceName &&
        (constant.countryCode ?? 'BR') === 'BR' &&
        (constant.status ?? 'ENABLED') === 'ENABLED',
    )
    .filter(({ constant }) => {
      const parts = foldForSearch(constant!.canonicalName ?? constant!.name ?? '').split(',');
      const type = (constant!.targetType ?? '').toLowerCase();
      if (place.kind === 'state')
        return (
          (type === 'state' || type === 'federal district' || type === '') &&
          (parts[0] === state || parts[0] === foldForSearch(place.stateName))
        );
      const inState =
        parts.includes(state) || parts.includes(foldForSearch(place.stateName)) || parts.length <= 2;
      return (
        (type === 'city' || type === 'municipality' || type === '') &&
        parts[0] === foldForSearch(place.name) &&
        inState
      );
    })
    .sort((a, b) => b.reach - a.reach);
  return candidates[0]?.constant?.resourceName ?? null;
}
