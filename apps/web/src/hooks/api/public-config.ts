import { useQuery } from '@tanstack/react-query';
import type { PaymentsMode } from '@verba/domain';
import { api } from '../../api/client';

interface PublicConfig {
  payments_mode: PaymentsMode;
}

/** `GET public/config` (no login): the installation's payments mode; it never changes while the app runs. */
export function usePaymentsMode(): PaymentsMode | undefined {
  const query = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('public/config', { silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data?.payments_mode;
}
