import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteUserInput, Language, RoleSlug, UpdateUserInput } from '@verba/domain';
import { api, type Paged } from '../../api/client';
import { currentUserQuery, type CurrentUser } from '../../session/current-user';

/** One row of `GET users`. */
export interface UserRow {
  id: string;
  name: string;
  email: string;
  /** An e-mail change waiting for the link sent to that address. */
  pending_email: string | null;
  phone: string | null;
  role_id: number;
  role: RoleSlug;
  is_active: boolean;
  is_email_verified: boolean;
  /** Invited and not signed up yet (no password created). */
  invitation_pending?: boolean;
  language: Language;
  created_at: string;
}

export interface UsersQuery {
  page: number;
  per_page?: number;
  search?: string;
  is_active?: boolean;
}

export const usersKeys = {
  all: ['users', 'list'] as const,
  list: (query: UsersQuery) => ['users', 'list', query] as const,
};

/** `GET users`: a page of the company's users; the previous page stays on screen while the next loads. */
export function useUsers(query: UsersQuery) {
  return useQuery({
    queryKey: usersKeys.list(query),
    queryFn: ({ signal }) =>
      api.get<Paged<UserRow>>('users', {
        query: {
          page: query.page,
          per_page: query.per_page,
          search: query.search,
          is_active: query.is_active === undefined ? undefined : query.is_active ? 1 : 0,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** After a change to users: the lists refetch, and the signed-in user takes the answer if it is them. */
function useUserChanged() {
  const queryClient = useQueryClient();
  return (changed?: Partial<Omit<CurrentUser, 'company'>> & { id: string }) => {
    void queryClient.invalidateQueries({ queryKey: usersKeys.all });
    const me = queryClient.getQueryData(currentUserQuery.queryKey);
    if (changed && me && me.id === changed.id)
      queryClient.setQueryData(currentUserQuery.queryKey, { ...me, ...pickMeFields(changed) });
  };
}

/** The fields of `users/me` that user endpoints also return (never the company or staff flags). */
function pickMeFields(user: Partial<Omit<CurrentUser, 'company'>>): Partial<CurrentUser> {
  const keys = [
    'name',
    'email',
    'pending_email',
    'phone',
    'language',
    'role',
    'role_id',
    'use_2fa',
    'emails_enabled',
    'whatsapp_enabled',
  ] as const;
  return Object.fromEntries(keys.filter((k) => user[k] !== undefined).map((k) => [k, user[k]]));
}

/** `POST users`: invites a user, who gets an e-mail to create a password. */
export function useInviteUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (input: InviteUserInput) => api.post<UserRow>('users', input, { silent: true }),
    onSuccess: () => changed(),
  });
}

/** `POST users/{id}` with `_method=PUT`: name, e-mail, phone and, when given, the role. */
export function useUpdateUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      api.override<UserRow>('PUT', `users/${id}`, { ...input }, { silent: true }),
    onSuccess: (user, { id }) => changed({ ...user, id }),
  });
}

/** `POST users/{id}/pending-email/resend`: a new link for the pending e-mail change. */
export function useResendEmailChange() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) => api.post<UserRow>(`users/${id}/pending-email/resend`, {}, { silent: true }),
    onSuccess: (user, id) => changed({ ...user, id }),
  });
}

/** `POST users/{id}/pending-email` with `_method=DELETE`: drops the pending e-mail change. */
export function useCancelEmailChange() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) =>
      api.override<UserRow>('DELETE', `users/${id}/pending-email`, {}, { silent: true }),
    onSuccess: (user, id) => changed({ ...user, id }),
  });
}

/** `POST email-change/confirm`: the link e-mailed to the new address (signed in or not). */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<{ email: string }>('email-change/confirm', { token }, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}

/** `POST users/{id}` with `_method=DELETE`. */
export function useDeleteUser() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: (id: string) => api.override<unknown>('DELETE', `users/${id}`, {}, { silent: true }),
    onSuccess: () => changed(),
  });
}

/** `POST users/{id}/activate` with `_method=PUT`: activates or deactivates (ending their sessions). */
export function useSetUserActive() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api.override<UserRow>('PUT', `users/${id}/activate`, { is_active: active }, { silent: true }),
    onSuccess: () => changed(),
  });
}

/** `PUT users/{id}/language`. */
export function useSetUserLanguage() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, language }: { id: string; language: Language }) =>
      api.put<unknown>(`users/${id}/language`, { language }),
    onSuccess: (_, { id, language }) => changed({ id, language }),
  });
}

export type UserPreference = 'two-factor-authentication' | 'emails-enabled' | 'whatsapp-enabled';

/** `POST users/{id}/{preference}` with `_method=PUT`: flips the flag and answers with the user. */
export function useTogglePreference() {
  const changed = useUserChanged();
  return useMutation({
    mutationFn: ({ id, preference }: { id: string; preference: UserPreference }) =>
      api.override<Omit<CurrentUser, 'company' | 'impersonating'>>('PUT', `users/${id}/${preference}`),
    onSuccess: (user, { id }) => changed({ ...user, id }),
  });
}
