import { Alert, Skeleton, Stack } from '@mantine/core';
import { getRouteApi, useRouterState } from '@tanstack/react-router';
import { campaignTypeOfRouteSlug } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { LoadError } from '../../../components/LoadError';
import { useCampaign } from '../../../hooks/api/campaigns';
import { CampaignWizard } from './CampaignWizard';

/**
 * `/campaigns/create` (asks the type) and `/campaigns/<slug>/create` (spec §2), the type read from
 * the slug (campaignTypeByRouteSlug).
 */
export function CampaignCreatePage() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const slug = /^\/campaigns\/([^/]+)\/create\/?$/.exec(pathname)?.[1];
  const routeType = slug ? campaignTypeOfRouteSlug(slug) : undefined;
  return <CampaignWizard key={pathname} routeType={routeType} />;
}

const editRoute = getRouteApi('/app/campaigns/$id/edit');

/** `/campaigns/{id}/edit`: the wizard on a saved campaign, resumed at its saved step. */
export function CampaignEditPage() {
  const { t } = useTranslation();
  const { id } = editRoute.useParams();
  const campaign = useCampaign(id);
  if (campaign.data && !campaign.data.actions.edit)
    return (
      <Alert color="orange" variant="light" maw={720}>
        {t('campaigns:refusals.CAMPAIGN_NOT_EDITABLE')}
      </Alert>
    );
  if (campaign.data) return <CampaignWizard key={campaign.data.id} campaign={campaign.data} />;
  if (campaign.error)
    return (
      <LoadError
        message={
          campaign.error instanceof ApiError && campaign.error.status === 404
            ? t('campaigns:wizard.not_found')
            : t('common:generic_error')
        }
        retryLabel={t('campaigns:wizard.retry')}
        onRetry={() => void campaign.refetch()}
      />
    );
  return (
    <Stack gap="lg" maw={1100}>
      <Skeleton height={60} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}
