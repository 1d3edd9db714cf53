import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { Language } from '@verba/domain/languages';
import type { RoleSlug } from '@verba/domain/roles';
import { api } from '../api/client';
import { useSession } from './session-store';

export type CompanyKind = 'agency' | 'advertiser';

/** `GET users/me` (spec §7): the signed-in user with their company. */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  /** An e-mail change waiting for the link sent to that address. */
  pending_email: string | null;
  phone?: string | null;
  language: Language;
  role: RoleSlug;
  role_id: number;
  is_staff: boolean;
  use_2fa: boolean;
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  company: { id: string; legal_name: string; trade_name: string | null; kind: CompanyKind };
  impersonating: boolean;
}

export const currentUserQuery = queryOptions({
  queryKey: ['users', 'me'] as const,
  queryFn: () => api.get<CurrentUser>('users/me'),
  staleTime: 5 * 60_000,
});

/**
 * The signed-in user inside authenticated screens: their route loader has already fetched it,
 * so the data is always there.
 */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}

/** The signed-in user anywhere (public screens included): undefined while signed out or loading. */
export function useMaybeCurrentUser(): CurrentUser | undefined {
  const { authenticated } = useSession();
  return useQuery({ ...currentUserQuery, enabled: authenticated }).data;
}
