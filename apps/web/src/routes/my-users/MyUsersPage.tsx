import { Alert, Button, EmptyState, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { IconInfoCircle, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { can } from '@verba/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ListPager } from '../../components/list/ListPager';
import { useUsers, type UserRow } from '../../hooks/api/users';
import { useCurrentUser } from '../../session/current-user';
import { ConfirmUserActionModal, type UserAction } from './ConfirmUserActionModal';
import { EditUserModal } from './EditUserModal';
import { InviteUserModal } from './InviteUserModal';
import type { MyUsersSearch } from './search';
import { UsersTable } from './UsersTable';

const route = getRouteApi('/app/my-users');
const perPage = 20;

type Dialog = { kind: 'edit'; user: UserRow } | { kind: UserAction; user: UserRow };

/** `/my-users` (spec §2): the company's users, paged and filtered in the URL, with invite, edit, (de)activate and delete. */
export function MyUsersPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const canManage = can.manageUsers(me.role);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;

  const users = useUsers({
    page,
    per_page: perPage,
    search: search.search,
    is_active: search.status === undefined ? undefined : search.status === 'active',
  });

  /** Filters replace the history entry; pages push one, so "back" returns to the previous page. */
  const setSearch = (next: MyUsersSearch, push = false) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: !push });

  const [inviting, setInviting] = useState(false);
  const [dialog, setDialog] = useState<Dialog>();
  const [dialogOpen, setDialogOpen] = useState(false);
  const open = (next: Dialog) => {
    setDialog(next);
    setDialogOpen(true);
  };

  const meta = users.data?.meta;
  // A page past the end (e.g. its last user was deleted) moves to the last page.
  const pastEnd =
    meta !== undefined && meta.last_page >= 1 && meta.current_page > meta.last_page
      ? meta.last_page
      : undefined;
  useEffect(() => {
    if (pastEnd !== undefined)
      void navigate({
        search: (prev) => ({ ...prev, page: pastEnd > 1 ? pastEnd : undefined }),
        replace: true,
      });
  }, [pastEnd, navigate]);
  const rows = users.data?.data;
  const filtered = Boolean(search.search || search.status);
  const clearFilters = () => {
    setSearch({ search: undefined, status: undefined, page: undefined });
  };

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t('users:title')}
        subtitle={canManage ? t('users:subtitle') : t('users:subtitle_read_only')}
        actions={
          canManage && (
            <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
              {t('users:invite')}
            </Button>
          )
        }
      />

      {!canManage && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle />}>
          {t('users:read_only')}
        </Alert>
      )}

      <Paper withBorder radius="md">
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <ListSearchInput
            label={t('users:search_label')}
            placeholder={t('users:search_placeholder')}
            value={search.search}
            onSearch={(value) => setSearch({ search: value, page: undefined })}
            style={{ flex: '1 1 260px', maxWidth: 420 }}
          />
          <SegmentedControl
            aria-label={t('users:filter.label')}
            value={search.status ?? 'all'}
            onChange={(value) => setSearch({ status: value === 'all' ? undefined : value, page: undefined })}
            data={[
              { value: 'all', label: t('users:filter.all') },
              { value: 'active', label: t('users:filter.active') },
              { value: 'inactive', label: t('users:filter.inactive') },
            ]}
          />
        </Group>

        {users.isError && !rows ? (
          <LoadError
            message={t('users:load_error')}
            retryLabel={t('users:retry')}
            onRetry={() => void users.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconUsers size={28} />}
            variant="light"
            title={t('users:empty.title')}
            description={filtered ? t('users:empty.filtered') : t('users:empty.none')}
          >
            <EmptyState.Actions>
              {filtered ? (
                <Button variant="light" onClick={clearFilters}>
                  {t('users:empty.clear')}
                </Button>
              ) : (
                canManage && (
                  <Button leftSection={<IconUserPlus size={18} />} onClick={() => setInviting(true)}>
                    {t('users:invite')}
                  </Button>
                )
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <UsersTable
              users={rows}
              meId={me.id}
              canManage={canManage}
              onEdit={(user) => open({ kind: 'edit', user })}
              onAction={(user, action) => open({ kind: action, user })}
            />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager
            meta={meta}
            onPage={(next) => setSearch({ page: next > 1 ? next : undefined }, true)}
            note={t('users:total', { count: meta.total })}
          />
        )}
      </Paper>

      {canManage && (
        <>
          <InviteUserModal opened={inviting} onClose={() => setInviting(false)} />
          <EditUserModal
            user={dialog?.kind === 'edit' ? dialog.user : undefined}
            opened={dialogOpen && dialog?.kind === 'edit'}
            isSelf={dialog?.user.id === me.id}
            onClose={() => setDialogOpen(false)}
            onExited={() => setDialog(undefined)}
          />
          <ConfirmUserActionModal
            action={dialog && dialog.kind !== 'edit' ? dialog.kind : undefined}
            user={dialog && dialog.kind !== 'edit' ? dialog.user : undefined}
            opened={dialogOpen && dialog !== undefined && dialog.kind !== 'edit'}
            onClose={() => setDialogOpen(false)}
            onExited={() => setDialog(undefined)}
          />
        </>
      )}
    </Stack>
  );
}
