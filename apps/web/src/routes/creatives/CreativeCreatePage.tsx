import { Breadcrumbs, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { useAdvertiser } from '../../hooks/api/advertisers';
import { AdvertiserLoadState } from '../advertisers/AdvertiserLoadState';
import { AnchorLink } from '../advertisers/links';
import { CreativeForm } from './form/CreativeForm';
import { FormatPicker } from './FormatPicker';
import { formatLabels } from './labels';

const route = getRouteApi('/app/advertisers/$id/creatives/create');

/** `/advertisers/{id}/creatives/create`: choose the format, then fill its form. */
export function CreativeCreatePage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const { format } = route.useSearch();
  const navigate = route.useNavigate();
  const advertiser = useAdvertiser(id);

  return (
    <Stack gap={0} maw={1200}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <AnchorLink to="/advertisers/$id" params={{ id }} search={{ tab: 'creatives' }} size="sm">
          {advertiser.data?.display_name ?? '…'}
        </AnchorLink>
        <span>{t('creatives:create.breadcrumb')}</span>
      </Breadcrumbs>
      <PageHeader
        title={
          format
            ? t('creatives:create.title_format', { format: t(formatLabels[format].name) })
            : t('creatives:create.title')
        }
        subtitle={format ? t('creatives:create.subtitle_format') : t('creatives:create.subtitle')}
      />
      {!advertiser.data ? (
        <AdvertiserLoadState error={advertiser.error} onRetry={() => void advertiser.refetch()} />
      ) : format ? (
        <CreativeForm key={format} advertiserId={id} format={format} />
      ) : (
        <FormatPicker onPick={(picked) => void navigate({ search: { format: picked } })} />
      )}
    </Stack>
  );
}
