import { createPlaceResolver, type PlaceResolver } from '@verba/domain';
import { brazilLocations } from '../locations/brazil-locations';

let cached: PlaceResolver | undefined;

/** Export place names → strategy locations, over the IBGE states and municipalities (built once). */
export function placeResolver(): PlaceResolver {
  return (cached ??= createPlaceResolver(brazilLocations()));
}
