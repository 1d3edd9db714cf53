import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCreatives } from '../../../hooks/api/creatives';
import { ButtonLink } from '../../advertisers/links';
import type { AdvertiserPageSearch } from '../search';
import { CreativesListPanel } from './CreativesListPanel';
import { CreativesTable } from './CreativesTable';

const route = getRouteApi('/app/advertisers/$id');
const perPage = 20;

/** The "Criativos" tab of an advertiser: its creatives with format, status and text filters in the URL. */
export function AdvertiserCreatives({
  advertiserId,
  canCreate,
}: {
  advertiserId: string;
  canCreate: boolean;
}) {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const creatives = useCreatives(advertiserId, {
    page: search.page ?? 1,
    per_page: perPage,
    search: search.search,
    format: search.format,
    status: search.status,
  });
  const setSearch = (next: AdvertiserPageSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  return (
    <CreativesListPanel
      list={creatives}
      filters={search}
      setFilters={setSearch}
      actions={
        canCreate && (
          <ButtonLink
            to="/advertisers/$id/creatives/create"
            params={{ id: advertiserId }}
            leftSection={<IconPlus size={18} />}
          >
            {t('creatives:new')}
          </ButtonLink>
        )
      }
      filtered={Boolean(search.search || search.format || search.status)}
      onClearFilters={() =>
        setSearch({ search: undefined, format: undefined, status: undefined, page: undefined })
      }
      empty={{ title: t('creatives:list.empty_title'), description: t('creatives:list.empty') }}
    >
      {(rows) => <CreativesTable creatives={rows} skeletonRows={4} />}
    </CreativesListPanel>
  );
}
