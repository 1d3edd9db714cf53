import { Badge } from '@mantine/core';
import type { PixelStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../components/list/whole-badge';

const colors = { pending: 'yellow', active: 'teal', rejected: 'red' } as const;
const labels = {
  pending: 'pixels:status.pending',
  active: 'pixels:status.active',
  rejected: 'pixels:status.rejected',
} as const;

export function PixelStatusBadge({ status }: { status: PixelStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={colors[status]}
      tt="none"
      styles={wholeBadgeStyles}
      data-testid="pixel-status"
    >
      {t(labels[status])}
    </Badge>
  );
}
