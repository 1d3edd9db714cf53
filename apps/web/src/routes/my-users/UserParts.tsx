import { ActionIcon, Avatar, Badge, Group, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../hooks/api/users';
import type { UserAction } from './ConfirmUserActionModal';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** Avatar, name (with "You" on one's own row) and e-mail. */
export function UserIdentity({ user, isSelf }: { user: UserRow; isSelf: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar radius="xl" size={36} color={user.is_active ? 'verba' : 'gray'}>
        {initials(user.name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {user.name}
          </Text>
          {isSelf && (
            <Badge size="xs" variant="outline" tt="none" style={{ flexShrink: 0 }}>
              {t('users:you')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

interface UserActionsMenuProps {
  user: UserRow;
  isSelf: boolean;
  onEdit: (user: UserRow) => void;
  onAction: (user: UserRow, action: UserAction) => void;
}

/** Edit, (de)activate and delete; one cannot deactivate or delete oneself. */
export function UserActionsMenu({ user, isSelf, onEdit, onAction }: UserActionsMenuProps) {
  const { t } = useTranslation();
  return (
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
            <Menu.Item
              leftSection={<IconPlayerPause size={16} />}
              onClick={() => onAction(user, 'deactivate')}
            >
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
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction(user, 'delete')}
            >
              {t('users:actions.delete')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** In place of a UserIdentity while the users load. */
export function IdentitySkeleton() {
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
