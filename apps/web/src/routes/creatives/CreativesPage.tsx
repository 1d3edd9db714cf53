import { Select, Stack } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { useAdvertisers } from '../../hooks/api/advertisers';
import { useCompanyCreatives } from '../../hooks/api/creatives';
import { CreativesListPanel } from './list/CreativesListPanel';
import { CreativesTable } from './list/CreativesTable';
import type { CreativesSearch } from './search';

const route = getRouteApi('/app/creatives');
const perPage = 20;

/** `/creatives`: the creatives of all the company's advertisers; new ones are made from an advertiser. */
export function CreativesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const creatives = useCompanyCreatives({
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    format: search.format,
    status: search.status,
    advertiser_id: search.advertiser,
  });
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const setSearch = (next: CreativesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('creatives:nav')} subtitle={t('creatives:all.subtitle')} />
      <CreativesListPanel
        list={creatives}
        filters={search}
        setFilters={setSearch}
        extraFilters={
          <Select
            aria-label={t('creatives:list.advertiser_label')}
            placeholder={t('creatives:list.all_advertisers')}
            data={(advertisers.data?.data ?? []).map((a) => ({ value: a.id, label: a.display_name }))}
            value={search.advertiser ?? null}
            onChange={(value) => setSearch({ advertiser: value ?? undefined, page: undefined })}
            searchable
            clearable
            w={{ base: '100%', xs: 220 }}
          />
        }
        filtered={Boolean(search.search || search.format || search.status || search.advertiser)}
        onClearFilters={() =>
          setSearch({
            search: undefined,
            format: undefined,
            status: undefined,
            advertiser: undefined,
            page: undefined,
          })
        }
        empty={{ title: t('creatives:list.empty_title'), description: t('creatives:all.empty') }}
      >
        {(rows) => <CreativesTable creatives={rows} skeletonRows={5} withAdvertiser />}
      </CreativesListPanel>
    </Stack>
  );
}
