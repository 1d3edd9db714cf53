import { brazilLocations } from './brazil-locations';

/** `GET locations/states` (public): the 27 federative units by name, with IBGE code, centroid and population. */
export function listStates() {
  return {
    data: brazilLocations().states.map((state) => ({
      ibge_code: state.ibgeCode,
      uf: state.uf,
      name: state.name,
      region: state.region,
      latitude: state.latitude,
      longitude: state.longitude,
      population: state.population,
    })),
  };
}
