import { useQuery } from '@tanstack/react-query';
import type { HomeView, StaffHomeView } from '@verba/domain';
import type { CampaignForecastView } from '@verba/domain/campaigns/forecast';
import type { HomeDelivery } from '@verba/domain/delivery/views';
import { api } from '../../api/client';

/** `GET home`: the first-steps checklist and (finance roles) the balances. */
export function useHome() {
  return useQuery({
    queryKey: ['home'],
    queryFn: ({ signal }) => api.get<HomeView>('home', { signal, silent: true }),
  });
}

/** `GET staff/home`: what waits for the platform staff. */
export function useStaffHome() {
  return useQuery({
    queryKey: ['staff', 'home'],
    queryFn: ({ signal }) => api.get<StaffHomeView>('staff/home', { signal, silent: true }),
  });
}

/** `GET home/delivery`: the active campaigns over the last 30 days, refreshed while the home is open. */
export function useHomeDelivery() {
  return useQuery({
    queryKey: ['home', 'delivery'],
    queryFn: ({ signal }) => api.get<HomeDelivery>('home/delivery', { signal, silent: true }),
    refetchInterval: 60_000,
  });
}

/** `GET campaigns/{id}/forecast`: the forecast at set-up against what the campaign delivered (issue 29). */
export function useCampaignForecast(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: ['campaigns', campaignId, 'forecast'],
    queryFn: ({ signal }) =>
      api.get<CampaignForecastView>(`campaigns/${campaignId}/forecast`, { signal, silent: true }),
    enabled,
  });
}
