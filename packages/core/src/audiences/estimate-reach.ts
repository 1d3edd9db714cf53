import {
  estimateReach as estimate,
  locationShare,
  withoutCoveredSegments,
  type ReachInput,
  type ReachLocation,
} from '@verba/domain';
import { invalidField } from '../errors';
import { brazilLocations } from '../locations/brazil-locations';
import { audienceCatalogue } from './audience-catalogue';

/**
 * `POST audiences/reach` (public): people reached by a strategy's segments (OR-ed) within the
 * chosen states and cities, by the reach model of packages/domain/src/audiences/reach.ts, with the
 * reach of the segments across Brazil beside it. Unknown ids are a 422 naming the field.
 */
export function estimateAudienceReach({ input }: { input: ReachInput }) {
  const catalogue = audienceCatalogue();
  const locations = brazilLocations();
  if (input.segment_ids.some((id) => !catalogue.byId.has(id))) {
    throw invalidField('segment_ids', 'validation:invalid_option');
  }
  const cities = input.cities.map((code) => locations.cityByCode.get(code));
  if (cities.some((city) => !city)) throw invalidField('cities', 'validation:invalid_option');

  const chosen = withoutCoveredSegments(input.segment_ids, (id) => catalogue.byId.get(id)?.parentId);
  const shares = chosen.map((id) => catalogue.shares.get(id)!);
  const places: ReachLocation[] = [
    ...input.states.map((uf): ReachLocation => ({ type: 'state', uf })),
    ...cities.map((city): ReachLocation => ({
      type: 'city',
      uf: city!.uf,
      capital: city!.capital,
      citiesInState: locations.citiesInState.get(city!.uf) ?? 1,
    })),
  ];
  const share = locationShare(places);
  return {
    reach: estimate(shares, share),
    segments_reach: estimate(shares, 1),
    location_share: share,
    /** Segments that add nobody because an ancestor is chosen too. */
    covered_segment_ids: input.segment_ids.filter((id) => !chosen.includes(id)),
  };
}
