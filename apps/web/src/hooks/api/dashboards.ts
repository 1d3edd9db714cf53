import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardInput, DashboardRequestInput } from '@verba/domain';
import type { DashboardView as Dashboard } from '@verba/core/dashboards/dashboard-rules';
import type { DashboardRequestView as DashboardRequest } from '@verba/core/dashboards/dashboard-request-rules';
import { api, request } from '../../api/client';

export type { DashboardView as Dashboard } from '@verba/core/dashboards/dashboard-rules';
export type { DashboardRequestView as DashboardRequest } from '@verba/core/dashboards/dashboard-request-rules';

export const dashboardsKeys = {
  list: ['dashboards', 'list'] as const,
  detail: (id: string) => ['dashboards', 'detail', id] as const,
  requests: ['dashboards', 'requests'] as const,
  staffRequests: (status: string) => ['dashboards', 'staff-requests', status] as const,
};

/** `GET dashboards`: the company's boards. */
export function useDashboards() {
  return useQuery({
    queryKey: dashboardsKeys.list,
    queryFn: ({ signal }) => api.get<Dashboard[]>('dashboards', { signal, silent: true }),
  });
}

/** `GET dashboards/{id}`. */
export function useDashboard(id: string) {
  return useQuery({
    queryKey: dashboardsKeys.detail(id),
    queryFn: ({ signal }) => api.get<Dashboard>(`dashboards/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** Create (`POST dashboards`) or save (`PUT dashboards/{id}`) a board. */
export function useSaveDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: DashboardInput }) =>
      id
        ? api.override<Dashboard>('PUT', `dashboards/${id}`, input as unknown as Record<string, unknown>)
        : api.post<Dashboard>('dashboards', input),
    onSuccess: (board) => {
      queryClient.setQueryData(dashboardsKeys.detail(board.id), board);
      void queryClient.invalidateQueries({ queryKey: dashboardsKeys.list });
    },
  });
}

/** `DELETE dashboards/{id}`. */
export function useDeleteDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request<void>('DELETE', `dashboards/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardsKeys.list }),
  });
}

/** `GET dashboards/requests`: the company's "Solicitar dashboard" requests. */
export function useDashboardRequests() {
  return useQuery({
    queryKey: dashboardsKeys.requests,
    queryFn: ({ signal }) => api.get<DashboardRequest[]>('dashboards/requests', { signal, silent: true }),
  });
}

/** `POST dashboards/requests`. */
export function useRequestDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DashboardRequestInput) => api.post<DashboardRequest>('dashboards/requests', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardsKeys.requests }),
  });
}

/** `GET staff/dashboard-requests` (staff only). */
export function useStaffDashboardRequests(status: 'open' | 'done') {
  return useQuery({
    queryKey: dashboardsKeys.staffRequests(status),
    queryFn: ({ signal }) =>
      api.get<DashboardRequest[]>('staff/dashboard-requests', { query: { status }, signal, silent: true }),
  });
}

/** `POST staff/dashboard-requests/{id}/dashboard`: staff build the requested board. */
export function useBuildRequestedDashboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DashboardInput }) =>
      api.post<Dashboard>(`staff/dashboard-requests/${id}/dashboard`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboards', 'staff-requests'] }),
  });
}
