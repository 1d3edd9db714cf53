import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatePixelGroupInput,
  PixelGroupView,
  PixelRecentEvents,
  PixelRuleInput,
  PixelStatus,
  RejectPixelGroupInput,
} from '@verba/domain';
import { api, ApiError, type Paged } from '../../api/client';

export type { PixelGroupView, PixelRecentEvents, PixelRuleView } from '@verba/domain';

export interface PixelGroupsQuery {
  page: number;
  per_page?: number;
  advertiser_id?: string | undefined;
  status?: PixelStatus | undefined;
  search?: string | undefined;
}

export const pixelKeys = {
  all: ['pixel-groups'] as const,
  lists: ['pixel-groups', 'list'] as const,
  list: (query: PixelGroupsQuery) => ['pixel-groups', 'list', query] as const,
  detail: (id: string) => ['pixel-groups', 'detail', id] as const,
  events: (id: string) => ['pixel-groups', 'events', id] as const,
  staff: ['staff', 'pixel-groups'] as const,
};

/** `GET pixel-groups`: a page of the company's pixel groups (by advertiser, status, name). */
export function usePixelGroups(query: PixelGroupsQuery) {
  return useQuery({
    queryKey: pixelKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<PixelGroupView>>('pixel-groups', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export function usePixelGroup(id: string) {
  return useQuery({
    queryKey: pixelKeys.detail(id),
    queryFn: ({ signal }) => api.get<PixelGroupView>(`pixel-groups/${id}`, { signal, silent: true }),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** `GET pixel-groups/{id}/events`: per rule, its last 20 events and its count in the last 24 h. */
export function usePixelRecentEvents(id: string) {
  return useQuery({
    queryKey: pixelKeys.events(id),
    queryFn: ({ signal }) =>
      api.get<PixelRecentEvents[]>(`pixel-groups/${id}/events`, { signal, silent: true }),
  });
}

function usePixelGroupChanged() {
  const queryClient = useQueryClient();
  return (group: PixelGroupView) => {
    void queryClient.invalidateQueries({ queryKey: pixelKeys.lists });
    void queryClient.invalidateQueries({ queryKey: pixelKeys.staff });
    queryClient.setQueryData(pixelKeys.detail(group.id), group);
    void queryClient.invalidateQueries({ queryKey: pixelKeys.events(group.id) });
  };
}

export function useCreatePixelGroup() {
  const changed = usePixelGroupChanged();
  return useMutation({
    mutationFn: (input: CreatePixelGroupInput) =>
      api.post<PixelGroupView>('pixel-groups', input, { silent: true }),
    onSuccess: changed,
  });
}

export function useRenamePixelGroup() {
  const changed = usePixelGroupChanged();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.put<PixelGroupView>(`pixel-groups/${id}`, { name }, { silent: true }),
    onSuccess: changed,
  });
}

export function useAddPixelRule() {
  const changed = usePixelGroupChanged();
  return useMutation({
    mutationFn: ({ id, rule }: { id: string; rule: PixelRuleInput }) =>
      api.post<PixelGroupView>(`pixel-groups/${id}/rules`, rule, { silent: true }),
    onSuccess: changed,
  });
}

/** `GET staff/pixel-groups`: every company's groups of a status (platform staff only), oldest first. */
export function useStaffPixelGroups(query: PixelGroupsQuery) {
  return useQuery({
    queryKey: [...pixelKeys.staff, query],
    queryFn: ({ signal }) =>
      api.get<Paged<PixelGroupView>>('staff/pixel-groups', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

export type PixelDecision =
  { id: string; action: 'activate' } | ({ id: string; action: 'reject' } & RejectPixelGroupInput);

/** `POST staff/pixel-groups/{id}/activate|reject`. */
export function usePixelDecision() {
  const changed = usePixelGroupChanged();
  return useMutation({
    mutationFn: (decision: PixelDecision) =>
      api.post<PixelGroupView>(
        `staff/pixel-groups/${decision.id}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
        { silent: true },
      ),
    onSuccess: changed,
  });
}
