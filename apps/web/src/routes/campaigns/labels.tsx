import { Badge, type MantineColor } from '@mantine/core';
import type { CampaignStatus } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../components/list/whole-badge';

export const campaignStatusColors: Record<CampaignStatus, MantineColor> = {
  active: 'green',
  inactive: 'gray',
  finished: 'dark',
  paused: 'yellow',
  draft: 'gray',
  pending: 'blue',
  error: 'red',
  failed: 'red',
};

/** The status of a campaign, group or strategy in the spec's labels. */
export function CampaignStatusBadge({
  status,
  testId = 'campaign-status',
}: {
  status: CampaignStatus;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Badge
      color={campaignStatusColors[status]}
      variant="light"
      styles={wholeBadgeStyles}
      data-testid={testId}
    >
      {t(`campaigns:statuses.${status}`)}
    </Badge>
  );
}
