import { Badge } from '@mantine/core';
import type { RoleSlug } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import type { UserRow } from '../../hooks/api/users';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import { roleColor, roleLabelKey } from './roles';

export function RoleBadge({ role }: { role: RoleSlug }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={roleColor[role]} radius="sm" tt="none" styles={wholeBadgeStyles}>
      {t(roleLabelKey[role])}
    </Badge>
  );
}

/** Active, inactive, or invited and not signed up yet. */
export function StatusBadge({
  user,
}: {
  user: Pick<UserRow, 'is_active' | 'is_email_verified' | 'invitation_pending'>;
}) {
  const { t } = useTranslation();
  if (!user.is_active)
    return (
      <Badge variant="dot" color="gray" tt="none" styles={wholeBadgeStyles}>
        {t('users:status.inactive')}
      </Badge>
    );
  if (user.invitation_pending ?? !user.is_email_verified)
    return (
      <Badge variant="dot" color="yellow" tt="none" styles={wholeBadgeStyles}>
        {t('users:status.pending')}
      </Badge>
    );
  return (
    <Badge variant="dot" color="teal" tt="none" styles={wholeBadgeStyles}>
      {t('users:status.active')}
    </Badge>
  );
}
