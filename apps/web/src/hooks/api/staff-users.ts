import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RoleSlug, StaffUser, UserAccountStatus } from '@verba/domain';
import { api, type Paged } from '../../api/client';

export type { StaffUser } from '@verba/domain';

export interface StaffUsersQuery {
  page: number;
  per_page?: number;
  status?: UserAccountStatus | undefined;
  role?: RoleSlug | undefined;
  search?: string | undefined;
}

export const staffUsersKeys = {
  lists: ['staff', 'users'] as const,
  list: (query: StaffUsersQuery) => ['staff', 'users', query] as const,
};

/** `GET staff/users`: a page of every company's users (platform staff only). */
export function useStaffUsers(query: StaffUsersQuery) {
  return useQuery({
    queryKey: staffUsersKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<StaffUser>>('staff/users', { query: { ...query }, signal, silent: true }),
    placeholderData: keepPreviousData,
  });
}

interface ImpersonationGrant {
  link: string;
}

/**
 * `POST impersonation`: a single-use grant to act as the user, answered as the in-app path of its
 * link (`/impersonate?grant=…&return=/`), where the staff member confirms. A refusal goes to the
 * global errors, and the list is refreshed, since it usually means the user changed meanwhile.
 */
export function useImpersonationGrant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string) => {
      const { link } = await api.post<ImpersonationGrant>('impersonation', {
        user_id: userId,
        return_url: '/',
      });
      const url = new URL(link, window.location.origin);
      return `${url.pathname}${url.search}`;
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: staffUsersKeys.lists }),
  });
}
