import { Alert, Select, Stack, Text } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { ButtonLink } from '../../advertisers/links';
import { useYoutubeVideos } from '../../../hooks/api/connections';

/**
 * YOUTUBE: the video the ad plays, chosen among the uploads of the advertiser's connected YouTube
 * channel (Google runs only videos hosted on YouTube). Without a connected channel it says so and
 * links to the advertiser's connections; publishing is refused until a video is chosen
 * (YOUTUBE_VIDEO_REQUIRED).
 */
export function YoutubeVideoPicker({
  advertiserId,
  value,
  onChange,
  error,
}: {
  advertiserId: string;
  value: string;
  onChange: (videoId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const videos = useYoutubeVideos(advertiserId);
  const code = videos.error instanceof ApiError ? videos.error.code : undefined;
  if (code === 'YOUTUBE_CHANNEL_NOT_CONNECTED' || code === 'CONNECTION_NEEDS_RECONNECT')
    return (
      <Alert
        color="yellow"
        icon={<IconBrandYoutube size={18} />}
        title={t('creatives:youtube.connect_title')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {code === 'CONNECTION_NEEDS_RECONNECT'
              ? t('creatives:youtube.reconnect')
              : t('creatives:youtube.connect')}
          </Text>
          <ButtonLink
            to="/advertisers/$id/connections"
            params={{ id: advertiserId }}
            variant="default"
            size="xs"
          >
            {t('creatives:youtube.connect_link')}
          </ButtonLink>
        </Stack>
      </Alert>
    );
  const data = videos.data?.videos ?? [];
  return (
    <Select
      label={t('creatives:youtube.video')}
      description={
        videos.data
          ? t('creatives:youtube.video_hint', { channel: videos.data.channel.name })
          : videos.isError
            ? t('creatives:youtube.unavailable')
            : undefined
      }
      placeholder={videos.isPending ? t('creatives:youtube.loading') : t('creatives:youtube.choose')}
      data={data.map((v) => ({ value: v.video_id, label: v.title }))}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      nothingFoundMessage={t('creatives:youtube.none')}
      searchable
      clearable
      error={error}
      data-testid="creative-youtube-video"
    />
  );
}
