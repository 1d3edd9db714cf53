import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportFilterOption, ReportFilterOptionKind } from '@verba/domain';
import { api } from '../../api/client';

export type { ReportFilterOption, ReportFilterOptionKind } from '@verba/domain';

/**
 * `GET reports/filter-options`: the company's groups, strategies or creatives whose name contains
 * `q`, inside the chosen campaigns and advertisers, plus the picked ones (named even when the search
 * would not find them).
 */
export function useReportFilterOptions(
  kind: ReportFilterOptionKind,
  scope: { q: string; campaignIds: string[]; advertiserIds: string[]; ids: string[] },
  enabled = true,
) {
  const query = {
    kind,
    ...(scope.q && { q: scope.q }),
    ...(scope.campaignIds.length && { campaign_ids: scope.campaignIds.join(',') }),
    ...(scope.advertiserIds.length && { advertiser_ids: scope.advertiserIds.join(',') }),
    ...(scope.ids.length && { ids: scope.ids.join(',') }),
  };
  return useQuery({
    queryKey: ['reports', 'filter-options', query] as const,
    queryFn: ({ signal }) =>
      api.get<ReportFilterOption[]>('reports/filter-options', { query, signal, silent: true }),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 60_000,
  });
}
