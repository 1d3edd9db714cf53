import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../advertisers/links';
import { usePixelGroup } from '../../hooks/api/pixels';

/** The campaign's pixel by name, linking to its page, with its review state when not active yet. */
export function PixelName({ id, testId = 'campaign-pixel' }: { id: string | null; testId?: string }) {
  const { t } = useTranslation();
  if (!id)
    return (
      <Text size="sm" data-testid={testId}>
        {t('campaigns:pages.detail.no_pixel')}
      </Text>
    );
  return <LinkedPixel id={id} testId={testId} />;
}

function LinkedPixel({ id, testId }: { id: string; testId: string }) {
  const { t } = useTranslation();
  const pixel = usePixelGroup(id);
  const name = pixel.data?.name ?? t('campaigns:pages.detail.pixel_set');
  return (
    <Text size="sm" data-testid={testId}>
      <AnchorLink to="/pixels/$id" params={{ id }} size="sm">
        {name}
      </AnchorLink>
      {pixel.data?.status === 'pending' && ` · ${t('campaigns:wizard.pixels.pending')}`}
    </Text>
  );
}
