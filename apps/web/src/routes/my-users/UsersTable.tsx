import { Box, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../hooks/api/users';
import type { UserAction } from './ConfirmUserActionModal';
import { RoleBadge, StatusBadge } from './UserBadges';
import { UserActionsMenu, UserIdentity } from './UserParts';

interface UsersTableProps {
  /** Undefined while the first page loads: placeholder rows are shown. */
  users: UserRow[] | undefined;
  meId: string;
  canManage: boolean;
  onEdit: (user: UserRow) => void;
  onAction: (user: UserRow, action: UserAction) => void;
}

const skeletonRows = 5;

/** The users as a table on wide screens and as a list on phones. */
export function UsersTable(props: UsersTableProps) {
  return (
    <>
      <Box visibleFrom="sm">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <NarrowList {...props} />
      </Box>
    </>
  );
}

function WideTable({ users, meId, canManage, onEdit, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users:columns.name')}</Table.Th>
            <Table.Th>{t('users:columns.role')}</Table.Th>
            <Table.Th>{t('users:columns.status')}</Table.Th>
            <Table.Th>{t('users:columns.created_at')}</Table.Th>
            {canManage && (
              <Table.Th w={56}>
                <VisuallyHidden>{t('users:columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users
            ? users.map((user) => (
                <Table.Tr key={user.id} data-testid="user-row">
                  <Table.Td maw={360}>
                    <UserIdentity user={user} isSelf={user.id === meId} />
                  </Table.Td>
                  <Table.Td>
                    <RoleBadge role={user.role} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge user={user} />
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatDate(user.created_at, i18n.language)}
                    </Text>
                  </Table.Td>
                  {canManage && (
                    <Table.Td>
                      <UserActionsMenu
                        user={user}
                        isSelf={user.id === meId}
                        onEdit={onEdit}
                        onAction={onAction}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))
            : Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <IdentitySkeleton />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={18} width={110} radius="sm" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={18} width={70} radius="xl" />
                  </Table.Td>
                  <Table.Td>
                    <Skeleton height={10} width={80} />
                  </Table.Td>
                  {canManage && <Table.Td />}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function NarrowList({ users, meId, canManage, onEdit, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  const rowStyle = { borderTop: '1px solid var(--mantine-color-default-border)' };
  if (!users)
    return (
      <Stack gap={0}>
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Box key={index} px="md" py="sm" style={rowStyle}>
            <IdentitySkeleton />
          </Box>
        ))}
      </Stack>
    );
  return (
    <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {users.map((user) => (
        <Box component="li" key={user.id} px="md" py="sm" style={rowStyle} data-testid="user-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={8} miw={0}>
              <UserIdentity user={user} isSelf={user.id === meId} />
              <Group gap={6} pl={48}>
                <RoleBadge role={user.role} />
                <StatusBadge user={user} />
              </Group>
              <Text size="xs" c="dimmed" pl={48}>
                {t('users:columns.created_at')} {formatDate(user.created_at, i18n.language)}
              </Text>
            </Stack>
            {canManage && (
              <UserActionsMenu user={user} isSelf={user.id === meId} onEdit={onEdit} onAction={onAction} />
            )}
          </Group>
        </Box>
      ))}
    </Stack>
  );
}

function IdentitySkeleton() {
  return (
    <Group gap="sm" wrap="nowrap">
      <Skeleton circle height={36} />
      <Stack gap={6}>
        <Skeleton height={10} width={140} />
        <Skeleton height={8} width={180} />
      </Stack>
    </Group>
  );
}
