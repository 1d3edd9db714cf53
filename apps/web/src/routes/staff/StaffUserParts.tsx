import { Avatar, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import type { UserAccountStatus } from '@verba/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '../../hooks/api/staff-users';
import { initialsOf } from '../../shell/initials';
import { RoleBadge } from '../my-users/UserBadges';
import { accountStatusColors, accountStatusLabelKeys } from './user-labels';

/** Avatar, name and e-mail. */
export function StaffUserIdentity({ user }: { user: StaffUser }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar radius="xl" size={36} color={user.status === 'inactive' ? 'gray' : 'verba'}>
        {initialsOf(user.name)}
      </Avatar>
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={600} truncate title={user.name}>
          {user.name}
        </Text>
        <Text size="xs" c="dimmed" truncate title={user.email}>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** The company role, and the platform staff flag. Never shortened: the box is as wide as the text. */
export function StaffUserRole({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} w="max-content">
      <RoleBadge role={user.role} />
      {user.is_staff && (
        <Badge variant="outline" color="violet" radius="sm" tt="none">
          {t('staff:users.staff_badge')}
        </Badge>
      )}
    </Group>
  );
}

export function StaffUserStatusBadge({ status }: { status: UserAccountStatus }) {
  const { t } = useTranslation();
  return (
    <Box w="max-content">
      <Badge variant="dot" color={accountStatusColors[status]} tt="none">
        {t(accountStatusLabelKeys[status])}
      </Badge>
    </Box>
  );
}

/**
 * "Acessar como": asks for a grant and goes to its confirmation page. When the grant's rule
 * refuses the user, the button is disabled and the server's own message says why.
 */
export function ImpersonateAction({
  user,
  pending,
  onImpersonate,
  align = 'flex-end',
}: {
  user: StaffUser;
  pending: boolean;
  onImpersonate: (user: StaffUser) => void;
  align?: 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <Stack gap={4} align={align}>
      <Button
        size="xs"
        variant="light"
        color="yellow"
        leftSection={<IconUserShield size={14} aria-hidden />}
        aria-label={t('staff:users.impersonate_label', { name: user.name })}
        aria-describedby={user.impersonation_refusal ? reasonId : undefined}
        disabled={!user.can_impersonate}
        loading={pending}
        onClick={() => onImpersonate(user)}
      >
        {t('staff:users.impersonate')}
      </Button>
      {user.impersonation_refusal && (
        <Text id={reasonId} size="xs" c="dimmed" ta={align === 'flex-end' ? 'right' : 'left'} maw={220}>
          {t(`errors:${user.impersonation_refusal}`)}
        </Text>
      )}
    </Stack>
  );
}
