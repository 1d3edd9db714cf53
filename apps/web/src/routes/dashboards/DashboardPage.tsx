import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLayoutGridAdd, IconPencil, IconTrash } from '@tabler/icons-react';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import type { DashboardWidget } from '@verba/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import {
  useDashboard,
  useDeleteDashboard,
  useSaveDashboard,
  type Dashboard,
} from '../../hooks/api/dashboards';
import { flattenErrors } from '../../shell/feedback-store';
import { AddWidgetModal } from './AddWidgetModal';
import { BoardRangePicker } from './BoardRangePicker';
import { rangeOfSearch, sameRange, searchOfRange } from './search';

const DashboardGrid = lazy(() => import('./DashboardGrid').then((m) => ({ default: m.DashboardGrid })));
const route = getRouteApi('/app/dashboards/$id');

/**
 * `/dashboards/{id}`: a board of the company — widgets on a grid over one period. "Organizar"
 * lets any user of the company drag, resize, add and remove widgets; "Salvar" keeps the arrangement.
 * The period is in the URL (`?period=` or `?from=&to=`, a link opens the board over it) and, when
 * chosen here, saved as the board's; without one in the URL the board shows its saved period.
 */
export function DashboardPage() {
  const { id } = route.useParams();
  const { t } = useTranslation();
  const board = useDashboard(id);
  if (board.isError)
    return (
      <Alert color="red" title={t('dashboards:board.not_found')}>
        <Anchor component={Link} to="/dashboards">
          {t('dashboards:board.back')}
        </Anchor>
      </Alert>
    );
  if (!board.data) return <Loader />;
  return <Board key={board.data.id} board={board.data} />;
}

function Board({ board }: { board: Dashboard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = route.useSearch();
  const range = rangeOfSearch(search) ?? board.range;
  const save = useSaveDashboard();
  const remove = useDeleteDashboard();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(board.name);
  const [widgets, setWidgets] = useState<DashboardWidget[]>(board.widgets);
  const [adding, setAdding] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const persist = async (change: Partial<Pick<Dashboard, 'name' | 'range' | 'widgets'>>) => {
    setErrors([]);
    try {
      await save.mutateAsync({
        id: board.id,
        input: {
          name: change.name ?? name.trim(),
          range: change.range ?? board.range,
          widgets: change.widgets ?? widgets,
        },
      });
      return true;
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
          <Anchor component={Link} to="/dashboards" size="sm">
            {t('dashboards:board.back')}
          </Anchor>
          {editing ? (
            <TextInput
              aria-label={t('dashboards:board.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={120}
              data-testid="dashboard-name"
            />
          ) : (
            <Title order={1} size="h2" data-testid="dashboard-title">
              {board.name}
            </Title>
          )}
        </Stack>
        <Group gap="xs" wrap="wrap">
          <BoardRangePicker
            range={range}
            onChange={(next) => {
              void navigate({ to: '.', search: searchOfRange(next), replace: true });
              if (!sameRange(next, board.range)) void persist({ range: next });
            }}
          />
          {editing ? (
            <>
              <Button
                variant="default"
                leftSection={<IconLayoutGridAdd size={16} />}
                onClick={() => setAdding(true)}
                data-testid="dashboard-add-widget"
              >
                {t('dashboards:board.add_widget')}
              </Button>
              <Button
                loading={save.isPending}
                onClick={async () => {
                  if (await persist({})) setEditing(false);
                }}
                data-testid="dashboard-save"
              >
                {t('dashboards:board.save')}
              </Button>
            </>
          ) : (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setEditing(true)}
              data-testid="dashboard-edit"
            >
              {t('dashboards:board.edit')}
            </Button>
          )}
          {board.can_delete && !editing && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              loading={remove.isPending}
              onClick={async () => {
                if (!window.confirm(t('dashboards:board.delete_confirm', { name: board.name }))) return;
                await remove.mutateAsync(board.id);
                void navigate({ to: '/dashboards' });
              }}
              data-testid="dashboard-delete"
            >
              {t('dashboards:board.delete')}
            </Button>
          )}
        </Group>
      </Group>
      <FormErrors messages={errors} />
      {editing && (
        <Text size="sm" c="dimmed">
          {t('dashboards:board.editing_hint')}
        </Text>
      )}
      {widgets.length === 0 ? (
        <Alert color="gray">{t('dashboards:board.empty')}</Alert>
      ) : (
        <Suspense fallback={<Loader />}>
          <DashboardGrid widgets={widgets} range={range} editing={editing} onChange={setWidgets} />
        </Suspense>
      )}
      {adding && (
        <AddWidgetModal
          opened
          onClose={() => setAdding(false)}
          board={{ ...board, name: name.trim() || board.name, widgets }}
          onAdded={(saved) => setWidgets(saved.widgets)}
        />
      )}
    </Stack>
  );
}
