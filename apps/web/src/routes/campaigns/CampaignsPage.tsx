import { Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { CampaignsListCard } from './CampaignsListCard';
import { NewCampaignMenu } from './NewCampaignMenu';

const route = getRouteApi('/app/campaigns');

/** `/campaigns` (spec §2): the company's campaigns, every filter in the URL and applied by the server. */
export function CampaignsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={t('campaigns:pages.title')}
        subtitle={t('campaigns:pages.subtitle')}
        actions={<NewCampaignMenu />}
      />
      <CampaignsListCard
        search={search}
        onSearch={(next) => void navigate({ search: next, replace: true })}
        emptyAction={<NewCampaignMenu />}
      />
    </Stack>
  );
}
