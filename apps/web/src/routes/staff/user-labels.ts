import type { UserAccountStatus } from '@verba/domain';

/** Label and colour of a user's account status on the staff users list. */
export const accountStatusLabelKeys: Record<UserAccountStatus, string> = {
  active: 'staff:users.status.active',
  inactive: 'staff:users.status.inactive',
  unconfirmed: 'staff:users.status.unconfirmed',
};
export const accountStatusColors: Record<UserAccountStatus, string> = {
  active: 'teal',
  inactive: 'gray',
  unconfirmed: 'yellow',
};
