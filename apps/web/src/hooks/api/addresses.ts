import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export interface ZipcodeAddress {
  zipcode: string;
  street: string;
  neighborhood: string;
  city: string;
  state: string;
  source: string;
}

/**
 * `GET addresses/zipcode`: the address of a complete CEP (8 digits). An incomplete or empty CEP
 * makes no call (spec §7). Failures stay local: the form simply lets the user type the address.
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
