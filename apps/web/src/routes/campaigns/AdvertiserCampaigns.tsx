import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../advertisers/links';
import { CampaignsListCard } from './CampaignsListCard';
import { NewCampaignMenu } from './NewCampaignMenu';
import type { CampaignsSearch } from './search';

/**
 * The campaigns tab of an advertiser's page: the campaign list fixed to that advertiser. Its
 * filters live in the tab (the page's URL holds the creatives tab's); "see all" opens `/campaigns`
 * filtered to the advertiser, where they are in the URL.
 */
export function AdvertiserCampaigns({ advertiserId }: { advertiserId: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState<CampaignsSearch>({});
  return (
    <>
      <Group justify="flex-end" mb="sm" gap="sm">
        <ButtonLink variant="subtle" to="/campaigns" search={{ advertiser: advertiserId }}>
          {t('campaigns:pages.see_all')}
        </ButtonLink>
        <NewCampaignMenu />
      </Group>
      <CampaignsListCard
        search={search}
        onSearch={setSearch}
        advertiserId={advertiserId}
        emptyAction={<NewCampaignMenu />}
      />
    </>
  );
}
