import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { campaignTypes, type CampaignType } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { useDeliverableTypes } from '../../../hooks/api/public-config';

const isCampaignType = (type: string): type is CampaignType => (campaignTypes as readonly string[]).includes(type);

/** Whether a type cannot be published now (its platform has no live connector); false while loading. */
export function useTypeNotLive() {
  const deliverable = useDeliverableTypes();
  return (type: string) => Boolean(deliverable && isCampaignType(type) && !deliverable.includes(type));
}

/**
 * Said in the wizard as soon as the chosen type cannot be published in this installation (issue
 * 27, the server's CHANNEL_NOT_LIVE): a draft can be prepared, nothing is reserved.
 */
export function ChannelNotLive({ type }: { type: string }) {
  const { t } = useTranslation();
  const notLive = useTypeNotLive();
  if (!notLive(type)) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlugConnectedX size={18} />}
      title={t('campaigns:channel.not_live_title')}
      data-testid="channel-not-live"
    >
      {t('campaigns:channel.not_live_hint', { channel: t(`campaigns:types.${type}`) })}
    </Alert>
  );
}
