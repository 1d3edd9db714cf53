import { useQuery } from '@tanstack/react-query';
import type { CampaignChannel } from '@verba/domain';
import { api } from '../../api/client';
import { deliveryRefreshMs } from './delivery';

export type { CampaignChannel } from '@verba/domain';

/** `GET campaigns/:id/channel` (issue 27): the platform panel; null for the bidder's types. Refreshed while shown. */
export function useCampaignChannel(id: string, enabled = true) {
  return useQuery({
    queryKey: ['campaigns', id, 'channel'],
    queryFn: ({ signal }) => api.get<CampaignChannel | null>(`campaigns/${id}/channel`, { signal, silent: true }),
    refetchInterval: deliveryRefreshMs,
    enabled,
  });
}
