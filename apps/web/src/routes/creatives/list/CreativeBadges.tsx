import { Badge, Center, Stack, Text, Tooltip } from '@mantine/core';
import { IconMovie, IconMusic, IconPhoto, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';
import type { Creative } from '../../../hooks/api/creatives';
import { statusColors, statusLabels } from '../labels';

/** The review status, or "Creative has error" when an automatic check found a problem; the rejection reason under it. */
export function CreativeStatusBadge({
  creative,
  withReason = true,
}: {
  creative: Creative;
  withReason?: boolean;
}) {
  const { t } = useTranslation();
  if (creative.has_error)
    return (
      <Tooltip
        label={creative.error_code ? t(`errors:${creative.error_code}`) : ''}
        disabled={!creative.error_code}
        multiline
        w={260}
      >
        <Badge color="red" variant="filled" styles={wholeBadgeStyles} data-testid="creative-status">
          {t('creatives:status.has_error')}
        </Badge>
      </Tooltip>
    );
  return (
    <Stack gap={2} align="inherit">
      <Badge
        color={statusColors[creative.status]}
        variant="light"
        styles={wholeBadgeStyles}
        data-testid="creative-status"
      >
        {t(statusLabels[creative.status])}
      </Badge>
      {withReason && creative.status === 'rejected' && creative.rejection_reason && (
        <Text size="xs" c="dimmed" maw={260} lineClamp={2} title={creative.rejection_reason}>
          {creative.rejection_reason}
        </Text>
      )}
    </Stack>
  );
}

/** A small picture of the creative: its image, or the icon of its kind. */
export function CreativeThumbnail({ creative, size = 48 }: { creative: Creative; size?: number }) {
  const asset = creative.asset;
  const box = {
    width: size,
    height: size,
    borderRadius: 6,
    flexShrink: 0,
    background: 'var(--mantine-color-default-hover)',
    border: '1px solid var(--mantine-color-default-border)',
  } as const;
  if (asset?.kind === 'image')
    return <img src={asset.url} alt="" loading="lazy" style={{ ...box, objectFit: 'contain' }} />;
  const Icon =
    asset?.kind === 'video'
      ? IconMovie
      : asset?.kind === 'audio'
        ? IconMusic
        : creative.format === 'SEARCH'
          ? IconSearch
          : IconPhoto;
  return (
    <Center style={box}>
      <Icon size={size / 2} color="var(--mantine-color-dimmed)" />
    </Center>
  );
}
