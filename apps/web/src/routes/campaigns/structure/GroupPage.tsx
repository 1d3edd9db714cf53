import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useCampaign } from '../../../hooks/api/campaigns';
import { CampaignLoadState } from '../CampaignLoadState';
import { StructureBreadcrumb } from './Breadcrumb';
import { GroupCard } from './GroupCard';
import { notFound } from './not-found';

const route = getRouteApi('/app/campaigns/$cId/ad-groups/$id');

/** `/campaigns/{cId}/ad-groups/{id}`: one group, its figures and actions, and its strategies. */
export function GroupPage() {
  const { t } = useTranslation();
  const { cId, id } = route.useParams();
  const campaign = useCampaign(cId);
  const group = campaign.data?.groups.find((g) => g.id === id);
  useDocumentTitle(group ? (group.name ?? t('campaigns:pages.unnamed')) : undefined);
  if (!campaign.data || !group)
    return (
      <CampaignLoadState
        error={campaign.error ?? (campaign.data ? notFound : null)}
        onRetry={() => void campaign.refetch()}
      />
    );
  return (
    <Stack gap="lg" maw={1100}>
      <StructureBreadcrumb campaign={campaign.data} current={group.name ?? t('campaigns:pages.unnamed')} />
      <GroupCard campaign={campaign.data} group={group} linkTitle={false} />
    </Stack>
  );
}
