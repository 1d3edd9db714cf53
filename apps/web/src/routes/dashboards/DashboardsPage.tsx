import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLayoutDashboard, IconMessagePlus, IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { formatDate, widgetsOfTemplates, type DashboardWidgetTemplateKey } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import { useAdvertisers } from '../../hooks/api/advertisers';
import {
  useDashboardRequests,
  useDashboards,
  useRequestDashboard,
  useSaveDashboard,
} from '../../hooks/api/dashboards';
import { flattenErrors } from '../../shell/feedback-store';
import { AnchorLink, ButtonLink } from '../advertisers/links';
import { widgetTemplateKeys, requestStatusKeys } from './label-keys';

/** What a new board starts with (the user arranges it after). */
const starterWidgets: DashboardWidgetTemplateKey[] = [
  'kpi_spend',
  'kpi_impressions',
  'kpi_clicks',
  'kpi_conversions',
  'line_spend_by_day',
  'map_by_state',
  'table_top_campaigns',
  'bars_by_device',
];

/**
 * `/dashboards`: the company's boards, "Novo dashboard", "Solicitar dashboard" (staff build it,
 * spec §2: within 48 hours) with the company's requests, and every advertiser's ready overview.
 */
export function DashboardsPage() {
  const { t, i18n } = useTranslation();
  const boards = useDashboards();
  const requests = useDashboardRequests();
  const advertisers = useAdvertisers({ page: 1, per_page: 100, sort: 'name' });
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [requesting, setRequesting] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('dashboards:title')}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconMessagePlus size={16} />}
            onClick={() => setRequesting(true)}
            data-testid="dashboard-request-open"
          >
            {t('dashboards:request.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            data-testid="dashboard-create-open"
          >
            {t('dashboards:create.open')}
          </Button>
        </Group>
      </Group>

      {!boards.data ? (
        <Loader />
      ) : boards.data.length === 0 ? (
        <Alert color="gray" icon={<IconLayoutDashboard />}>
          {t('dashboards:list.empty')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="dashboards-list">
          {boards.data.map((board) => (
            <Card key={board.id} withBorder radius="md" data-testid="dashboard-card">
              <Stack gap={4}>
                <Group justify="space-between" wrap="nowrap">
                  <AnchorLink to="/dashboards/$id" params={{ id: board.id }} fw={600} truncate>
                    {board.name}
                  </AnchorLink>
                  {board.request_id && <Badge variant="light">{t('dashboards:list.built_by_staff')}</Badge>}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('dashboards:list.widgets', { count: board.widgets.length })} ·{' '}
                  {t('dashboards:list.updated', {
                    date: formatDate(board.updated_at.slice(0, 10), i18n.language),
                  })}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('dashboards:advertisers.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('dashboards:advertisers.hint')}
        </Text>
        <Group gap="xs" data-testid="advertiser-overviews">
          {(advertisers.data?.data ?? []).map((a) => (
            <ButtonLink
              key={a.id}
              size="xs"
              variant="light"
              to="/dashboards/advertisers/$id"
              params={{ id: a.id }}
            >
              {a.name}
            </ButtonLink>
          ))}
        </Group>
      </Stack>

      {(requests.data?.length ?? 0) > 0 && (
        <Stack gap="xs" data-testid="dashboard-requests">
          <Title order={2} size="h4">
            {t('dashboards:request.list_title')}
          </Title>
          {requests.data!.map((r) => (
            <Group key={r.id} gap="xs" wrap="nowrap" align="flex-start">
              <Badge color={r.status === 'done' ? 'green' : 'yellow'} variant="light">
                {t(requestStatusKeys[r.status])}
              </Badge>
              <Text size="sm" style={{ flex: 1 }} lineClamp={2}>
                {r.description}
              </Text>
              {r.dashboard_id && (
                <AnchorLink to="/dashboards/$id" params={{ id: r.dashboard_id }} size="sm">
                  {t('dashboards:request.open_board')}
                </AnchorLink>
              )}
            </Group>
          ))}
        </Stack>
      )}

      {creating && (
        <CreateDashboardModal
          onClose={() => setCreating(false)}
          onCreated={(id) => void navigate({ to: '/dashboards/$id', params: { id } })}
        />
      )}
      {requesting && (
        <RequestDashboardModal
          onClose={() => setRequesting(false)}
          advertisers={advertisers.data?.data ?? []}
        />
      )}
    </Stack>
  );
}

function CreateDashboardModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDashboard();
  const [name, setName] = useState('');
  const [start, setStart] = useState<'starter' | 'empty'>('starter');
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    setErrors([]);
    try {
      const board = await save.mutateAsync({
        input: {
          name: name.trim(),
          range: { preset: 'last_30_days' },
          widgets:
            start === 'starter'
              ? widgetsOfTemplates(starterWidgets, (key) => t(widgetTemplateKeys[key]))
              : [],
        },
      });
      onCreated(board.id);
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('dashboards:create.title')} styles={modalStyles}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={errors} />
          <TextInput
            label={t('dashboards:create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={120}
            required
            data-autofocus
            data-testid="dashboard-create-name"
          />
          <Select
            label={t('dashboards:create.start')}
            data={[
              { value: 'starter', label: t('dashboards:create.starter') },
              { value: 'empty', label: t('dashboards:create.empty') },
            ]}
            value={start}
            onChange={(value) => setStart(value === 'empty' ? 'empty' : 'starter')}
            allowDeselect={false}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dashboards:cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} data-testid="dashboard-create-submit">
              {t('dashboards:create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RequestDashboardModal({
  onClose,
  advertisers,
}: {
  onClose: () => void;
  advertisers: { id: string; name: string }[];
}) {
  const { t } = useTranslation();
  const request = useRequestDashboard();
  const [description, setDescription] = useState('');
  const [advertiserId, setAdvertiserId] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState(false);
  const submit = async () => {
    setErrors([]);
    setFieldErrors({});
    try {
      await request.mutateAsync({
        description: description.trim(),
        ...(advertiserId ? { advertiser_id: advertiserId } : {}),
      });
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fieldErrors()).length > 0)
        setFieldErrors(error.fieldErrors());
      else setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('dashboards:request.title')} styles={modalStyles} size="lg">
      {sent ? (
        <Stack gap="md">
          <Alert color="green" data-testid="dashboard-request-sent">
            {t('dashboards:request.sent')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('dashboards:close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('dashboards:request.intro')}</Text>
            <FormErrors messages={errors} />
            <Textarea
              label={t('dashboards:request.description')}
              description={t('dashboards:request.description_hint')}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
              minRows={4}
              autosize
              maxLength={2000}
              required
              error={fieldErrors.description}
              data-testid="dashboard-request-description"
            />
            <Select
              label={t('dashboards:request.advertiser')}
              data={advertisers.map((a) => ({ value: a.id, label: a.name }))}
              value={advertiserId}
              onChange={setAdvertiserId}
              clearable
              searchable
              placeholder={t('dashboards:request.any_advertiser')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('dashboards:cancel')}
              </Button>
              <Button type="submit" loading={request.isPending} data-testid="dashboard-request-submit">
                {t('dashboards:request.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
