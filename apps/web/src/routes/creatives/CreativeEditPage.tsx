import { Breadcrumbs, Group, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { PageHeader } from '../../components/forms/FormSection';
import { useAdvertiser } from '../../hooks/api/advertisers';
import { useCreative } from '../../hooks/api/creatives';
import { AdvertiserLoadState } from '../advertisers/AdvertiserLoadState';
import { AnchorLink } from '../advertisers/links';
import { CreativeForm } from './form/CreativeForm';
import { CreativeStatusBadge } from './list/CreativeBadges';

const route = getRouteApi('/app/advertisers/$id/creatives/$creativeId/edit');

/** `/advertisers/{id}/creatives/{creativeId}/edit`: the creative's form (its format is fixed). */
export function CreativeEditPage() {
  const { t } = useTranslation();
  const { id, creativeId } = route.useParams();
  const advertiser = useAdvertiser(id);
  const creative = useCreative(creativeId);
  const data = creative.data;

  return (
    <Stack gap={0} maw={1200}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        <AnchorLink to="/advertisers/$id" params={{ id }} search={{ tab: 'creatives' }} size="sm">
          {advertiser.data?.display_name ?? '…'}
        </AnchorLink>
        <span>{data?.name ?? '…'}</span>
      </Breadcrumbs>
      <PageHeader
        title={
          <Group gap="sm" component="span">
            {data?.name ?? t('creatives:edit.title')}
            {data && <CreativeStatusBadge creative={data} withReason={false} />}
          </Group>
        }
        subtitle={
          data?.status === 'rejected' && data.rejection_reason
            ? t('creatives:edit.rejected', { reason: data.rejection_reason })
            : t('creatives:edit.subtitle')
        }
      />
      {data && data.advertiser_id === id ? (
        <CreativeForm key={data.id} advertiserId={id} format={data.format} creative={data} />
      ) : (
        <AdvertiserLoadState
          // A creative of another advertiser under this one's path is not found here.
          error={data ? new ApiError(404, 'CREATIVE_NOT_FOUND', '') : (creative.error ?? advertiser.error)}
          onRetry={() => void creative.refetch()}
        />
      )}
    </Stack>
  );
}
