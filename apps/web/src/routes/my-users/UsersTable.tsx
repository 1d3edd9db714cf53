import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { useListDate } from '../../components/list/use-list-date';
import type { UserRow } from '../../hooks/api/users';
import type { UserAction } from './ConfirmUserActionModal';
import { RoleBadge, StatusBadge } from './UserBadges';
import { IdentitySkeleton, UserActionsMenu, UserIdentity } from './UserParts';

interface UsersTableProps {
  /** Undefined while the first page loads: placeholder rows are shown. */
  users: UserRow[] | undefined;
  meId: string;
  canManage: boolean;
  onEdit: (user: UserRow) => void;
  onAction: (user: UserRow, action: UserAction) => void;
}

/** The users as a table on wide screens and as cards on phones. */
export function UsersTable({ users, meId, canManage, onEdit, onAction }: UsersTableProps) {
  const { t } = useTranslation();
  const createdAt = useListDate((users ?? []).map((u) => u.created_at));
  const columns: ListColumn<UserRow>[] = [
    {
      key: 'name',
      label: t('users:columns.name'),
      card: 'title',
      skeleton: <IdentitySkeleton />,
      render: (user) => <UserIdentity user={user} isSelf={user.id === meId} />,
    },
    {
      key: 'role',
      label: t('users:columns.role'),
      cardLabel: false,
      skeleton: <Skeleton height={18} width={110} radius="sm" />,
      render: (user) => <RoleBadge role={user.role} />,
    },
    {
      key: 'status',
      label: t('users:columns.status'),
      cardLabel: false,
      skeleton: <Skeleton height={18} width={70} radius="xl" />,
      render: (user) => <StatusBadge user={user} />,
    },
    {
      key: 'created_at',
      label: t('users:columns.created_at'),
      cardWide: true,
      cardLabel: false,
      render: (user, place) => (
        <Text
          size={place === 'table' ? 'sm' : 'xs'}
          c="dimmed"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {place === 'card' && `${t('users:columns.created_at')} `}
          {createdAt(user.created_at)}
        </Text>
      ),
    },
  ];
  if (canManage)
    columns.push({
      key: 'actions',
      label: t('users:columns.actions'),
      labelHidden: true,
      width: 56,
      card: 'aside',
      skeleton: null,
      render: (user) => (
        <UserActionsMenu user={user} isSelf={user.id === meId} onEdit={onEdit} onAction={onAction} />
      ),
    });
  return (
    <ResponsiveList
      rows={users}
      columns={columns}
      rowKey={(user) => user.id}
      rowTestId="user-row"
      minWidth={640}
    />
  );
}
