import { Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignGroup } from '../../../hooks/api/campaigns';
import { AnchorLink } from '../../advertisers/links';

/** Campaigns › campaign › group (› strategy): the way back up the tree. */
export function StructureBreadcrumb({
  campaign,
  group,
  current,
}: {
  campaign: CampaignDetail;
  group?: CampaignGroup | undefined;
  current: string;
}) {
  const { t } = useTranslation();
  const unnamed = t('campaigns:pages.unnamed');
  return (
    <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap' }}>
      <AnchorLink to="/campaigns" size="sm">
        {t('campaigns:pages.title')}
      </AnchorLink>
      <AnchorLink to="/campaigns/$id" params={{ id: campaign.id }} size="sm">
        {campaign.name ?? unnamed}
      </AnchorLink>
      {group && (
        <AnchorLink to="/campaigns/$cId/ad-groups/$id" params={{ cId: campaign.id, id: group.id }} size="sm">
          {group.name ?? unnamed}
        </AnchorLink>
      )}
      <Text size="sm" c="dimmed">
        {current}
      </Text>
    </Breadcrumbs>
  );
}
