import { Badge } from '@mantine/core';
import type { ConnectionStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../components/list/whole-badge';

const colors = { active: 'teal', reconnect: 'orange', disconnected: 'gray' } as const;
const labels = {
  active: 'connections:status.active',
  reconnect: 'connections:status.reconnect',
  disconnected: 'connections:status.disconnected',
} as const;

export function ConnectionStatusBadge({ status }: { status: ConnectionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="dot"
      color={colors[status]}
      tt="none"
      styles={wholeBadgeStyles}
      data-testid="connection-status"
    >
      {t(labels[status])}
    </Badge>
  );
}
