import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { WalletEntryView, WalletView } from '@verba/domain';
import { api, type Paged } from '../../api/client';

export type { WalletEntryView, WalletView } from '@verba/domain';

export type WalletEntryType = WalletEntryView['type'];

export interface WalletEntriesQuery {
  page: number;
  per_page?: number;
  type?: WalletEntryType;
}

export const walletsKeys = {
  all: ['wallets'] as const,
  list: ['wallets', 'list'] as const,
  entries: (accountId: string, query: WalletEntriesQuery) => ['wallets', 'entries', accountId, query] as const,
};

/** `GET wallets`: the company wallet and every advertiser wallet with its balance. */
export function useWallets() {
  return useQuery({
    queryKey: walletsKeys.list,
    queryFn: ({ signal }) => api.get<WalletView[]>('wallets', { signal, silent: true }),
  });
}

/** `GET wallets/{accountId}/entries`: a page of a wallet's statement (disabled without an account). */
export function useWalletEntries(accountId: string | null, query: WalletEntriesQuery) {
  return useQuery({
    queryKey: walletsKeys.entries(accountId ?? '', query),
    queryFn: ({ signal }) => api.get<Paged<WalletEntryView>>(`wallets/${accountId}/entries`, { query: { ...query }, signal, silent: true }),
    enabled: accountId !== null,
    placeholderData: keepPreviousData,
  });
}
