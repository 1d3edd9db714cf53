import { Paper, Stack, Text, Title } from '@mantine/core';
import { campaignTypes, channelNeedsOf, channelPlatformOf, type CampaignType } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ChannelNeeds } from './ChannelNeeds';
import { ChannelNotLive } from './ChannelNotLive';

/**
 * The review step's "where the campaign will run" (issue 27): the channel's platform, what the
 * advertiser must connect first (YOUTUBE: its YouTube channel), and — when the platform is not
 * live in this installation — that it cannot be published.
 */
export function ChannelWhere({ type, advertiserId }: { type: string; advertiserId: string }) {
  const { t } = useTranslation();
  if (!(campaignTypes as readonly string[]).includes(type)) return null;
  const campaignType = type as CampaignType;
  const onPlatform = channelPlatformOf(campaignType) !== null;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="review-where">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('campaigns:channel.where_title')}
        </Title>
        <Text size="sm" data-testid="review-where-platform">
          {onPlatform ? t(`campaigns:channel.where.${campaignType}`) : t('campaigns:channel.where_open_web')}
        </Text>
        {onPlatform && (
          <Text size="sm" c="dimmed">
            {t('campaigns:channel.where_hint')}
          </Text>
        )}
        <ChannelNeeds needs={channelNeedsOf(campaignType)} advertiserId={advertiserId} />
        <ChannelNotLive type={type} />
      </Stack>
    </Paper>
  );
}
