import { Alert, Breadcrumbs, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { useAdvertiser } from '../../hooks/api/advertisers';
import { AdvertiserForm } from './AdvertiserForm';
import { AdvertiserLoadState } from './AdvertiserLoadState';
import { AnchorLink, ButtonLink } from './links';

const route = getRouteApi('/app/advertisers/$id/edit');

/** `/advertisers/{id}/edit` (spec §2): only an active advertiser can be edited (spec §4). */
export function AdvertiserEditPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const advertiser = useAdvertiser(id);
  const data = advertiser.data;

  return (
    <Stack gap={0} maw={1040}>
      <Breadcrumbs mb="xs">
        <AnchorLink to="/advertisers" size="sm">
          {t('advertisers:title')}
        </AnchorLink>
        {data && (
          <AnchorLink to="/advertisers/$id" params={{ id }} size="sm">
            {data.display_name}
          </AnchorLink>
        )}
        <span>{t('advertisers:edit.breadcrumb')}</span>
      </Breadcrumbs>
      <PageHeader title={t('advertisers:edit.title')} subtitle={data?.name} />
      {!data ? (
        <AdvertiserLoadState error={advertiser.error} onRetry={() => void advertiser.refetch()} />
      ) : data.status !== 'active' ? (
        <Alert variant="light" color="orange" icon={<IconLock />} title={t('advertisers:edit.inactive_title')}>
          <Stack gap="sm" align="flex-start">
            {t('errors:ADVERTISER_INACTIVE')}
            <ButtonLink to="/advertisers/$id" params={{ id }} variant="light" color="orange" size="xs">
              {t('advertisers:edit.go_to_detail')}
            </ButtonLink>
          </Stack>
        </Alert>
      ) : (
        <AdvertiserForm key={data.id} advertiser={data} />
      )}
    </Stack>
  );
}
