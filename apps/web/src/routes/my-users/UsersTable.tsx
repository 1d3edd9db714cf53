import { ActionIcon, Avatar, Badge, Group, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { formatDate } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../hooks/api/users';
import type { UserAction } from './ConfirmUserActionModal';
import { RoleBadge, StatusBadge } from './UserBadges';

interface UsersTableProps {
  users: UserRow[] | undefined;
  meId: string;
  canManage: boolean;
  /** Rows shown as placeholders while the first page loads. */
  skeletonRows: number;
  onEdit: (user: UserRow) => void;
  onAction: (user: UserRow, action: UserAction) => void;
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

export function UsersTable({ users, meId, canManage, skeletonRows, onEdit, onAction }: UsersTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
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
            ? users.map((user) => {
                const isSelf = user.id === meId;
                return (
                  <Table.Tr key={user.id} data-testid="user-row">
                    <Table.Td>
                      <Group gap="sm" wrap="nowrap">
                        <Avatar radius="xl" size={36} color={user.is_active ? 'verba' : 'gray'} name={user.name}>
                          {initials(user.name)}
                        </Avatar>
                        <Stack gap={0} miw={0}>
                          <Group gap={6} wrap="nowrap">
                            <Text size="sm" fw={600} truncate>
                              {user.name}
                            </Text>
                            {isSelf && (
                              <Badge size="xs" variant="outline" tt="none">
                                {t('users:you')}
                              </Badge>
                            )}
                          </Group>
                          <Text size="xs" c="dimmed" truncate>
                            {user.email}
                          </Text>
                        </Stack>
                      </Group>
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
                        <Menu position="bottom-end" withinPortal shadow="md">
                          <Menu.Target>
                            <ActionIcon variant="subtle" color="gray" aria-label={`${t('users:actions.menu')}: ${user.name}`}>
                              <IconDots size={18} />
                            </ActionIcon>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onEdit(user)}>
                              {t('users:actions.edit')}
                            </Menu.Item>
                            {!isSelf &&
                              (user.is_active ? (
                                <Menu.Item leftSection={<IconPlayerPause size={16} />} onClick={() => onAction(user, 'deactivate')}>
                                  {t('users:actions.deactivate')}
                                </Menu.Item>
                              ) : (
                                <Menu.Item leftSection={<IconPlayerPlay size={16} />} onClick={() => onAction(user, 'activate')}>
                                  {t('users:actions.activate')}
                                </Menu.Item>
                              ))}
                            {!isSelf && (
                              <>
                                <Menu.Divider />
                                <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => onAction(user, 'delete')}>
                                  {t('users:actions.delete')}
                                </Menu.Item>
                              </>
                            )}
                          </Menu.Dropdown>
                        </Menu>
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })
            : Array.from({ length: skeletonRows }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <Skeleton circle height={36} />
                      <Stack gap={6}>
                        <Skeleton height={10} width={140} />
                        <Skeleton height={8} width={180} />
                      </Stack>
                    </Group>
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
