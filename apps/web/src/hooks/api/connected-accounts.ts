import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DateRangePreset } from '@verba/domain';
import { api } from '../../api/client';

interface Figures {
  impressions: number;
  clicks: number;
  cost_micros: string;
  conversions: number;
}

/** `GET advertisers/{id}/connected-accounts`: the advertiser's own ad accounts, read-only. */
export type ConnectedStatsPlatform = 'google_ads' | 'meta' | 'spotify';

export interface ConnectedAccountsView {
  status: 'none' | 'reconnect' | 'active';
  platform: ConnectedStatsPlatform;
  connection_id: string | null;
  from: string;
  to: string;
  data_until: string | null;
  accounts: {
    id: string;
    name: string;
    currency: string;
    manager_id: string | null;
    campaigns: {
      id: string;
      external_id: string;
      name: string;
      status: string;
      channel_type: string;
      daily_budget_micros: string | null;
      totals: Figures;
    }[];
  }[];
  days: (Figures & { day: string })[];
}

export function useConnectedAccounts(
  advertiserId: string,
  preset: DateRangePreset,
  platform: ConnectedStatsPlatform = 'google_ads',
) {
  return useQuery({
    queryKey: ['connected-accounts', advertiserId, preset, platform],
    queryFn: ({ signal }) =>
      api.get<ConnectedAccountsView>(`advertisers/${advertiserId}/connected-accounts`, {
        query: { preset, platform },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
