import type {
  BreakdownDimension,
  CampaignDelivery,
  DeliveryBreakdown,
  StaffDelivery,
  StrategyDelivery,
} from '@verba/domain/delivery/views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** The answers of the delivery API, as the domain declares them (packages/domain/src/delivery/views.ts). */
export type {
  CampaignDelivery,
  DeliveryTotalsView,
  StaffDelivery,
  StrategyDelivery,
  StrategyDeliveryRow,
  TodayPacing,
} from '@verba/domain/delivery/views';

/** How often the delivery figures refresh while the page is open (the bidders post per minute). */
export const deliveryRefreshMs = 15_000;
export const staffDeliveryRefreshMs = 10_000;

export const deliveryKeys = {
  campaign: (id: string) => ['delivery', 'campaign', id] as const,
  strategy: (campaignId: string, id: string) => ['delivery', 'strategy', campaignId, id] as const,
  staff: ['delivery', 'staff'] as const,
  breakdown: (campaignId: string, query: BreakdownQuery) =>
    ['delivery', 'breakdown', campaignId, query] as const,
};

/** `GET campaigns/:id/delivery`, refreshed while shown. */
export function useCampaignDelivery(id: string) {
  return useQuery({
    queryKey: deliveryKeys.campaign(id),
    queryFn: ({ signal }) => api.get<CampaignDelivery>(`campaigns/${id}/delivery`, { signal, silent: true }),
    refetchInterval: deliveryRefreshMs,
  });
}

/** `GET campaigns/:id/strategies/:strategyId/delivery`, refreshed while shown. */
export function useStrategyDelivery(campaignId: string, id: string) {
  return useQuery({
    queryKey: deliveryKeys.strategy(campaignId, id),
    queryFn: ({ signal }) =>
      api.get<StrategyDelivery>(`campaigns/${campaignId}/strategies/${id}/delivery`, {
        signal,
        silent: true,
      }),
    refetchInterval: deliveryRefreshMs,
  });
}

/** `GET staff/delivery` (the last hour), refreshed while shown. */
export function useStaffDelivery() {
  return useQuery({
    queryKey: deliveryKeys.staff,
    queryFn: ({ signal }) => api.get<StaffDelivery>('staff/delivery', { signal, silent: true }),
    refetchInterval: staffDeliveryRefreshMs,
  });
}

export interface BreakdownQuery {
  dimension: BreakdownDimension;
  from?: string;
  to?: string;
}

/** `GET campaigns/:id/delivery/breakdown`, refreshed while shown; the last answer stays while the next loads. */
export function useDeliveryBreakdown(campaignId: string, query: BreakdownQuery) {
  return useQuery({
    queryKey: deliveryKeys.breakdown(campaignId, query),
    queryFn: ({ signal }) =>
      api.get<DeliveryBreakdown>(`campaigns/${campaignId}/delivery/breakdown`, {
        query: { ...query },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: deliveryRefreshMs,
  });
}
