import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { StaffUser } from '../../hooks/api/staff-users';
import { IdentitySkeleton } from '../my-users/UserParts';
import { useStaffDate } from './staff-list-parts';
import { ImpersonateAction, StaffUserIdentity, StaffUserRole, StaffUserStatusBadge } from './StaffUserParts';

interface StaffUsersListProps {
  /** Undefined while the first page loads: placeholder rows are shown. */
  users: StaffUser[] | undefined;
  /** The user whose grant is being asked for. */
  pendingId: string | undefined;
  onImpersonate: (user: StaffUser) => void;
}

/** Every company's users as a table on wide screens and as cards on phones. */
export function StaffUsersList({ users, pendingId, onImpersonate }: StaffUsersListProps) {
  const { t } = useTranslation();
  const date = useStaffDate();
  const columns: ListColumn<StaffUser>[] = [
    {
      key: 'user',
      label: t('staff:users.columns.user'),
      card: 'title',
      skeleton: <IdentitySkeleton />,
      render: (user) => <StaffUserIdentity user={user} />,
    },
    {
      key: 'company',
      label: t('staff:users.columns.company'),
      cardWide: true,
      render: (user, place) => (
        <Text size="sm" truncate maw={place === 'table' ? 200 : undefined} title={user.company.name}>
          {user.company.name}
        </Text>
      ),
    },
    {
      key: 'role',
      label: t('staff:users.columns.role'),
      render: (user) => <StaffUserRole user={user} />,
    },
    {
      key: 'status',
      label: t('staff:users.columns.status'),
      render: (user) => <StaffUserStatusBadge status={user.status} />,
    },
    {
      key: 'last_sign_in',
      label: t('staff:users.columns.last_sign_in'),
      render: (user) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {user.last_sign_in_at ? date(user.last_sign_in_at) : t('staff:users.never_signed_in')}
        </Text>
      ),
    },
    {
      key: 'actions',
      label: t('staff:users.columns.actions'),
      align: 'right',
      card: 'actions',
      render: (user, place) => (
        <ImpersonateAction
          user={user}
          pending={pendingId === user.id}
          onImpersonate={onImpersonate}
          align={place === 'table' ? 'flex-end' : 'flex-start'}
        />
      ),
    },
  ];
  return (
    <ResponsiveList
      rows={users}
      columns={columns}
      rowKey={(user) => user.id}
      rowTestId="staff-user-row"
      minWidth={900}
    />
  );
}
