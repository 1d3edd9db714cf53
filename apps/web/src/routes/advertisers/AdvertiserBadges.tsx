import { Avatar, Badge } from '@mantine/core';
import type { AdvertiserStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../components/list/whole-badge';

export function AdvertiserStatusBadge({ status }: { status: AdvertiserStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="dot" color={status === 'active' ? 'teal' : 'gray'} tt="none" styles={wholeBadgeStyles}>
      {status === 'active' ? t('advertisers:status.active') : t('advertisers:status.inactive')}
    </Badge>
  );
}

/** The logo, or the initials of the display name on the brand colour. */
export function AdvertiserAvatar({
  logoUrl,
  name,
  size = 40,
  muted = false,
}: {
  logoUrl: string | null;
  name: string;
  size?: number;
  muted?: boolean;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <Avatar
      src={logoUrl}
      alt=""
      size={size}
      radius="md"
      color={muted ? 'gray' : 'verba'}
      variant="light"
      style={muted ? { filter: 'grayscale(1)', opacity: 0.7 } : undefined}
    >
      {initials}
    </Avatar>
  );
}
