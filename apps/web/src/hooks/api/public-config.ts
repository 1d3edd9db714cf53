import { useQuery } from '@tanstack/react-query';
import type { CampaignType, PaymentMethod, PaymentsMode, PublicConfig } from '@verba/domain';
import { api } from '../../api/client';

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

/** The sandbox's testing hints (test cards, the refused payout account); null when live or loading. */
export function useSandboxHints(): PublicConfig['sandbox'] {
  return usePublicConfig().data?.sandbox ?? null;
}

/** The value cap (minor units) of a pixel rule created without one; undefined while loading. */
export function usePixelDefaultMaxValue(): number | undefined {
  return usePublicConfig().data?.pixel_default_max_value;
}

/**
 * The campaign types that can be published now (issue 27: Verba's bidder, or a platform with a
 * live connector in this mode); undefined while loading.
 */
export function useDeliverableTypes(): readonly CampaignType[] | undefined {
  return usePublicConfig().data?.channels.deliverable_types;
}
