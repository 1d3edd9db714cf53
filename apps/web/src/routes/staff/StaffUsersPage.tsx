import { Button, EmptyState, Group, Paper, Select, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { roles, userAccountStatuses } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ListPager } from '../../components/list/ListPager';
import { useImpersonationGrant, useStaffUsers, type StaffUser } from '../../hooks/api/staff-users';
import { roleLabelKey } from '../my-users/roles';
import { StaffUsersList } from './StaffUsersList';
import { accountStatusLabelKeys } from './user-labels';
import type { StaffUsersSearch } from './users-search';

const route = getRouteApi('/app/staff/users');
const perPage = 20;

/**
 * `/staff/users`: platform staff find a user of any company and act as them ("Acessar como"):
 * the grant's link leads to the `/impersonate` confirmation. List state in the URL.
 */
export function StaffUsersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const page = search.page ?? 1;
  const users = useStaffUsers({
    page,
    per_page: perPage,
    status: search.status,
    role: search.role,
    search: search.search,
  });

  /** Filters replace the history entry; pages push one, so "back" returns to the previous page. */
  const setSearch = (next: StaffUsersSearch, push = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: !push });

  const grant = useImpersonationGrant();
  const impersonate = (user: StaffUser) =>
    grant.mutate(user.id, { onSuccess: (path) => void goTo({ href: path }) });

  const meta = users.data?.meta;
  const rows = users.data?.data;
  const filtered = Boolean(search.search || search.status || search.role);
  const clearFilters = () => {
    setSearch({ search: undefined, status: undefined, role: undefined, page: undefined });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('staff:users.title')} subtitle={t('staff:users.subtitle')} />

      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('staff:users.search_label')}
            placeholder={t('staff:users.search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 300px', maxWidth: 460 }}
          />
          <Group gap="sm" w={{ base: '100%', sm: 'auto' }} grow preventGrowOverflow={false}>
            <Select
              aria-label={t('staff:users.status_label')}
              placeholder={t('staff:users.status_all')}
              data={userAccountStatuses.map((s) => ({ value: s, label: t(accountStatusLabelKeys[s]) }))}
              value={search.status ?? null}
              onChange={(value) =>
                setSearch({ status: userAccountStatuses.find((s) => s === value), page: undefined })
              }
              clearable
              w={{ sm: 220 }}
            />
            <Select
              aria-label={t('staff:users.role_label')}
              placeholder={t('staff:users.role_all')}
              data={roles.map((r) => ({ value: r, label: t(roleLabelKey[r]) }))}
              value={search.role ?? null}
              onChange={(value) => setSearch({ role: roles.find((r) => r === value), page: undefined })}
              clearable
              w={{ sm: 220 }}
            />
          </Group>
        </Group>

        {users.isError && !rows ? (
          <LoadError
            message={t('staff:users.load_error')}
            retryLabel={t('staff:users.retry')}
            onRetry={() => void users.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconUsers size={28} />}
            variant="light"
            title={filtered ? t('staff:users.empty_filtered_title') : t('staff:users.empty_title')}
            description={filtered ? t('staff:users.empty_filtered') : t('staff:users.empty')}
          >
            {filtered && (
              <EmptyState.Actions>
                <Button variant="light" onClick={clearFilters}>
                  {t('staff:users.clear_filters')}
                </Button>
              </EmptyState.Actions>
            )}
          </EmptyState>
        ) : (
          <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <StaffUsersList
              users={rows}
              pendingId={grant.isPending ? grant.variables : undefined}
              onImpersonate={impersonate}
            />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined }, true)} />
        )}
      </Paper>
    </Stack>
  );
}
