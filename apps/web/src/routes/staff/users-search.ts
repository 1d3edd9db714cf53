import { userAccountStatuses, type UserAccountStatus } from '@verba/domain/account-statuses';
import { roles, type RoleSlug } from '@verba/domain/roles';

/** `/staff/users` list state in the URL: page, status and role filters, search text. */
export interface StaffUsersSearch {
  page?: number | undefined;
  status?: UserAccountStatus | undefined;
  role?: RoleSlug | undefined;
  search?: string | undefined;
}

export function validateStaffUsersSearch(search: Record<string, unknown>): StaffUsersSearch {
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 128) : '';
  return {
    page: Number.isInteger(page) && page > 1 ? page : undefined,
    status: userAccountStatuses.find((s) => s === search.status),
    role: roles.find((r) => r === search.role),
    search: text || undefined,
  };
}
