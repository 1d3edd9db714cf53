import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Paged } from '../../api/client';

/**
 * What the lookup came to: `found` (the address), `not_found` (the CEP is unknown) or
 * `unavailable` (no CEP service answered); in the last two only the state is filled.
 */
export type ZipcodeResult = 'found' | 'not_found' | 'unavailable';

export interface ZipcodeAddress {
  result: ZipcodeResult;
  zipcode: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  source: string;
}

/**
 * `GET addresses/zipcode`: the address of a complete CEP (8 digits). An incomplete or empty CEP
 * makes no call (spec §7). Failures stay local: the form says so and lets the user type the address.
 */
export function useZipcodeLookup(zipcode: string) {
  const digits = zipcode.replace(/\D/g, '');
  return useQuery({
    queryKey: ['addresses', 'zipcode', digits] as const,
    queryFn: ({ signal }) =>
      api.get<ZipcodeAddress | false>('addresses/zipcode', {
        query: { zipcode: digits },
        signal,
        silent: true,
      }),
    enabled: digits.length === 8,
    staleTime: Infinity,
    retry: false,
  });
}

/** A municipality (IBGE) of the city picker. */
export interface Municipality {
  ibge_code: number;
  name: string;
  uf: string;
}

/** `GET locations/cities?state=`: the municipalities of one state whose name matches what was typed. */
export function useStateMunicipalities(state: string, search: string) {
  const typed = search.trim();
  return useQuery({
    queryKey: ['locations', 'cities', 'state', state, typed] as const,
    queryFn: ({ signal }) =>
      api.get<Paged<Municipality>>('locations/cities', {
        query: { state, search: typed || undefined, per_page: 30 },
        signal,
        silent: true,
      }),
    enabled: /^[A-Z]{2}$/.test(state),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}
