import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { dashboardWidgetTemplateKeys, formatDate, widgetsOfTemplates } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { modalStyles } from '../../components/modal-styles';
import {
  useBuildRequestedDashboard,
  useStaffDashboardRequests,
  type DashboardRequest,
} from '../../hooks/api/dashboards';
import { flattenErrors } from '../../shell/feedback-store';
import { widgetTemplateKeys } from '../dashboards/label-keys';

/**
 * `/staff/dashboard-requests` (platform staff): the "Solicitar dashboard" queue. Staff build the
 * board for the requesting company from the ready-made widgets (narrowed to the advertiser the
 * request names); the requester is e-mailed when it is there.
 */
export function StaffDashboardRequestsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<'open' | 'done'>('open');
  const requests = useStaffDashboardRequests(status);
  const [building, setBuilding] = useState<DashboardRequest>();
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('dashboards:staff.title')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value === 'done' ? 'done' : 'open')}
          data={[
            { value: 'open', label: t('dashboards:request.status.open') },
            { value: 'done', label: t('dashboards:request.status.done') },
          ]}
        />
      </Group>
      {!requests.data ? (
        <Loader />
      ) : requests.data.length === 0 ? (
        <Alert color="gray">{t('dashboards:staff.empty')}</Alert>
      ) : (
        <Stack gap="sm" data-testid="staff-dashboard-requests">
          {requests.data.map((r) => (
            <Paper key={r.id} withBorder radius="md" p="sm" data-testid="staff-dashboard-request">
              <Group justify="space-between" align="flex-start" wrap="wrap">
                <Stack gap={2} style={{ flex: 1, minWidth: 240 }}>
                  <Text fw={600}>
                    {r.company?.name} · {r.requester.name}
                    {r.advertiser ? ` · ${r.advertiser.name}` : ''}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {r.description}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('dashboards:staff.requested_at', {
                      date: formatDate(r.created_at.slice(0, 10), i18n.language),
                    })}
                  </Text>
                </Stack>
                {r.status === 'open' ? (
                  <Button onClick={() => setBuilding(r)} data-testid="staff-dashboard-build">
                    {t('dashboards:staff.build')}
                  </Button>
                ) : (
                  <Badge color="green" variant="light">
                    {t('dashboards:request.status.done')}
                  </Badge>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {building && <BuildModal request={building} onClose={() => setBuilding(undefined)} />}
    </Stack>
  );
}

function BuildModal({ request, onClose }: { request: DashboardRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const build = useBuildRequestedDashboard();
  const [name, setName] = useState(
    request.advertiser ? t('dashboards:staff.default_name', { name: request.advertiser.name }) : '',
  );
  const [picked, setPicked] = useState<string[]>([
    'kpi_spend',
    'kpi_impressions',
    'kpi_clicks',
    'kpi_conversions',
    'line_spend_by_day',
    'map_by_state',
    'table_top_campaigns',
  ]);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    setErrors([]);
    const keys = dashboardWidgetTemplateKeys.filter((k) => picked.includes(k));
    try {
      await build.mutateAsync({
        id: request.id,
        input: {
          name: name.trim(),
          range: { preset: 'last_30_days' },
          widgets: widgetsOfTemplates(
            keys,
            (key) => t(widgetTemplateKeys[key]),
            request.advertiser ? { advertiser_ids: [request.advertiser.id] } : {},
          ),
        },
      });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('dashboards:staff.build_title')} styles={modalStyles} size="lg">
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
            data-testid="staff-dashboard-name"
          />
          <Checkbox.Group label={t('dashboards:staff.widgets')} value={picked} onChange={setPicked}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
              {dashboardWidgetTemplateKeys.map((key) => (
                <Checkbox key={key} value={key} label={t(widgetTemplateKeys[key])} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Text size="sm" c="dimmed">
            {t('dashboards:staff.email_note')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('dashboards:cancel')}
            </Button>
            <Button type="submit" loading={build.isPending} data-testid="staff-dashboard-build-submit">
              {t('dashboards:staff.build_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
