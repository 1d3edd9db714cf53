import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod, PaymentsMode } from '@verba/domain';
import { api } from '../../api/client';

interface PublicConfig {
  payments_mode: PaymentsMode;
  /** The methods a new order may use now (live mode without a receiving account: none). */
  payment_methods: PaymentMethod[];
}

/** `GET public/config` (no login): the installation's payments; it never changes while the app runs. */
function usePublicConfig() {
  return useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('public/config', { silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The installation's payments mode (sandbox or live). */
export function usePaymentsMode(): PaymentsMode | undefined {
  return usePublicConfig().data?.payments_mode;
}

/** The methods a new payment order may use, as the server takes them; undefined while loading. */
export function usePaymentMethods(): readonly PaymentMethod[] | undefined {
  return usePublicConfig().data?.payment_methods;
}
