import { Anchor, Box, Button, EmptyState, Grid, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconCategory, IconLogin, IconSearch, IconStar, IconUsersGroup } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { maxSegmentsPerStrategy } from '@verba/domain/schemas/audiences';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { useHrefLink } from '../../components/use-href-link';
import { useSegments } from '../../hooks/api/audiences';
import { useSession } from '../../session/session-store';
import { CombinationPanel, type Combination } from './CombinationPanel';
import { ContentCategoriesList } from './ContentCategoriesList';
import { FavoritesTab } from './FavoritesTab';
import type { AudiencesSearch } from './search';
import type { SegmentActions } from './segment-actions';
import { SegmentDetailCard } from './SegmentDetailCard';
import { SegmentList } from './SegmentList';
import { SegmentTree } from './SegmentTree';

const route = getRouteApi('/audiences');
const perPage = 20;

/**
 * `/audiences` (spec §1, §2): the IAB audience catalogue — search, browse by category, a segment's
 * reach, a combination with locations — favourites when signed in, and the content categories.
 */
export function AudiencesPage() {
  const { t, i18n } = useTranslation();
  const { authenticated } = useSession();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const language = i18n.language || 'pt-BR';
  // Custom audiences (EMAIL_AUDIENCE) are the site and app lists' screen.
  const hrefLink = useHrefLink();
  const customAudiences = hrefLink('/lists?type=EMAIL_AUDIENCE');
  const signIn = hrefLink('/?redirect=%2Faudiences');
  const setSearch = (next: AudiencesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const tab = search.tab === 'favorites' && !authenticated ? undefined : search.tab;
  const pick = search.pick ?? [];
  const combination: Combination = { pick, states: search.states ?? [], cities: search.cities ?? [] };
  const actions: SegmentActions = {
    language,
    signedIn: authenticated,
    openId: search.segment,
    picked: new Set(pick),
    full: pick.length >= maxSegmentsPerStrategy,
    onOpen: (id) => setSearch({ segment: id }),
    onPick: (id) =>
      setSearch({ pick: [...pick.filter((p) => p !== id), id].slice(0, maxSegmentsPerStrategy) }),
  };
  const setCombination = (next: Partial<Combination>) =>
    setSearch({
      ...(next.pick && { pick: next.pick.length ? next.pick : undefined }),
      ...(next.states && { states: next.states.length ? next.states : undefined }),
      ...(next.cities && { cities: next.cities.length ? next.cities : undefined }),
    });

  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title={t('audiences:title')}
        subtitle={t('audiences:subtitle')}
        actions={
          authenticated ? (
            <Button
              component="a"
              href={customAudiences.href}
              onClick={customAudiences.onClick}
              variant="light"
              leftSection={<IconUsersGroup size={18} />}
            >
              {t('audiences:custom_audiences')}
            </Button>
          ) : (
            <Button
              component="a"
              href={signIn.href}
              onClick={signIn.onClick}
              variant="light"
              leftSection={<IconLogin size={18} />}
            >
              {t('audiences:sign_in')}
            </Button>
          )
        }
      />

      <Tabs
        value={tab ?? 'catalogue'}
        onChange={(value) =>
          setSearch({
            tab: value === 'favorites' || value === 'content' ? value : undefined,
            page: undefined,
          })
        }
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="catalogue" leftSection={<IconSearch size={16} />}>
            {t('audiences:tabs.catalogue')}
          </Tabs.Tab>
          {authenticated && (
            <Tabs.Tab value="favorites" leftSection={<IconStar size={16} />}>
              {t('audiences:tabs.favorites')}
            </Tabs.Tab>
          )}
          <Tabs.Tab value="content" leftSection={<IconCategory size={16} />}>
            <Box component="span" visibleFrom="sm">
              {t('audiences:tabs.content')}
            </Box>
            <Box component="span" hiddenFrom="sm">
              {t('audiences:tabs.content_short')}
            </Box>
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="content">
          <ContentCategoriesList language={language} />
        </Tabs.Panel>

        {tab !== 'content' && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              {tab === 'favorites' ? (
                <FavoritesTab
                  actions={actions}
                  page={search.page ?? 1}
                  onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
                />
              ) : (
                <Catalogue search={search} setSearch={setSearch} actions={actions} />
              )}
              {!authenticated && (
                <Text size="sm" c="dimmed" mt="sm">
                  {t('audiences:favorites.sign_in_hint')}{' '}
                  <Anchor href={signIn.href} onClick={signIn.onClick} size="sm">
                    {t('audiences:sign_in')}
                  </Anchor>
                </Text>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="lg">
                {search.segment && (
                  <SegmentDetailCard
                    id={search.segment}
                    actions={actions}
                    onClose={() => setSearch({ segment: undefined })}
                  />
                )}
                <CombinationPanel language={language} combination={combination} onChange={setCombination} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Tabs>
    </Stack>
  );
}

function Catalogue({
  search,
  setSearch,
  actions,
}: {
  search: AudiencesSearch;
  setSearch: (next: AudiencesSearch) => void;
  actions: SegmentActions;
}) {
  const { t } = useTranslation();
  const page = search.page ?? 1;
  const results = useSegments(
    { search: search.search, page, per_page: perPage },
    actions.language,
    Boolean(search.search),
  );
  const rows = results.data?.data;
  return (
    <Paper withBorder radius="md">
      <Group p="md" pb={search.search ? 'md' : 'xs'}>
        <ListSearchInput
          label={t('audiences:search.label')}
          placeholder={t('audiences:search.placeholder')}
          value={search.search}
          onSearch={(value) => setSearch({ search: value, page: undefined })}
          style={{ flex: '1 1 260px' }}
        />
      </Group>
      {!search.search ? (
        <>
          <Text size="xs" c="dimmed" px="md">
            {t('audiences:browse.hint')}
          </Text>
          <SegmentTree actions={actions} />
        </>
      ) : rows && rows.length === 0 ? (
        <EmptyState
          py={48}
          icon={<IconSearch size={28} />}
          variant="light"
          title={t('audiences:search.empty_title')}
          description={t('audiences:search.empty')}
        >
          <EmptyState.Actions>
            <Button variant="light" onClick={() => setSearch({ search: undefined, page: undefined })}>
              {t('audiences:search.clear')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <div style={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <SegmentList rows={rows} actions={actions} />
        </div>
      )}
      {search.search && results.data && results.data.meta.total > 0 && (
        <ListPager
          meta={results.data.meta}
          onPage={(next) => setSearch({ page: next > 1 ? next : undefined })}
        />
      )}
    </Paper>
  );
}
