import { useQuery } from '@tanstack/react-query';
import type { RoleSlug } from '@verba/domain';
import { api } from '../../api/client';

export interface Role {
  id: number;
  slug: RoleSlug;
  label: string;
}

/** `GET roles`: fixed for the life of the page. */
export function useRoles() {
  return useQuery({
    queryKey: ['roles'] as const,
    queryFn: () => api.get<Role[]>('roles', { silent: true }),
    staleTime: Infinity,
  });
}
