import { Badge, Button, Drawer, Group, Paper, SegmentedControl, Select, Skeleton, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate, supportStatuses, type SupportStatus } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import type { ListColumn } from '../../components/list/ResponsiveList';
import {
  useReplySupportRequest,
  useSetSupportStatus,
  useStaffSupportRequests,
  useSupportRequest,
  type StaffSupportRequest,
} from '../../hooks/api/support';
import { feedback } from '../../shell/feedback-store';
import { supportStatusColors, supportStatusKeys, supportTopicKeys } from './labels';
import { SupportRequestsList } from './SupportRequestsList';
import { SupportThread } from './SupportThread';

const route = getRouteApi('/app/staff/support');

function StaffRequestDrawer({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const request = useSupportRequest(id, { staff: true });
  const reply = useReplySupportRequest({ staff: true });
  const setStatus = useSetSupportStatus();
  const [after, setAfter] = useState<SupportStatus>('waiting_user');
  const statusOptions = supportStatuses.map((s) => ({ value: s, label: t(supportStatusKeys[s]) }));
  return (
    <Drawer opened={Boolean(id)} onClose={onClose} position="right" size="xl" title={request.data?.subject ?? ''}>
      {!request.data ? (
        <Skeleton h={200} />
      ) : (
        <Stack gap="md">
          <Group gap="sm" align="flex-end">
            <Select
              label={t('support:staff.set_status')}
              data={statusOptions}
              value={request.data.status}
              allowDeselect={false}
              onChange={(value) =>
                value &&
                void setStatus
                  .mutateAsync({ id: id!, status: value })
                  .then(() => request.refetch())
                  .then(() => feedback.notify('success', t('support:staff.status_saved')))
              }
              data-testid="staff-support-status"
            />
          </Group>
          <SupportThread
            staff
            request={request.data}
            onReply={async (body) => {
              await reply.mutateAsync({ id: id!, body, status: after });
              await request.refetch();
              feedback.notify('success', t('support:staff.replied'));
            }}
            replyExtra={
              <Select
                aria-label={t('support:staff.after_reply')}
                data={statusOptions}
                value={after}
                allowDeselect={false}
                onChange={(value) => value && setAfter(value)}
                w={220}
              />
            }
          />
        </Stack>
      )}
    </Drawer>
  );
}

/** `/staff/support`: every company's support requests in one status, oldest first; open one to reply or move it. */
export function StaffSupportPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'open';
  const requests = useStaffSupportRequests({ page: search.page ?? 1, status });
  const setSearch = (next: { page?: number | undefined; status?: SupportStatus | undefined; request?: string | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const columns: ListColumn<StaffSupportRequest>[] = [
    {
      key: 'subject',
      label: t('support:list.columns.subject'),
      card: 'title',
      render: (r) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={600} truncate>
            {r.subject}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {[r.company_name, r.created_by, r.advertiser_name].filter(Boolean).join(' · ')}
          </Text>
        </Stack>
      ),
    },
    { key: 'topic', label: t('support:list.columns.topic'), render: (r) => <Text size="sm">{t(supportTopicKeys[r.topic])}</Text> },
    {
      key: 'created',
      label: t('support:staff.created'),
      render: (r) => <Text size="sm">{formatDate(r.created_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}</Text>,
    },
    {
      key: 'status',
      label: t('support:list.columns.status'),
      card: 'aside',
      render: (r) => (
        <Badge color={supportStatusColors[r.status]} variant="light">
          {t(supportStatusKeys[r.status])}
        </Badge>
      ),
    },
    {
      key: 'actions',
      label: '',
      card: 'actions',
      align: 'right',
      render: (r) => (
        <Button size="xs" variant="light" onClick={() => setSearch({ request: r.id })} data-testid="staff-support-open">
          {t('support:staff.open_request')}
        </Button>
      ),
    },
  ];
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('support:staff.title')} subtitle={t('support:staff.subtitle')} help={false} />
      <Paper withBorder radius="md">
        <Group justify="flex-end" p="md">
          <SegmentedControl
            aria-label={t('support:list.columns.status')}
            value={status}
            onChange={(value) => setSearch({ status: value === 'open' ? undefined : (value), page: undefined })}
            data={supportStatuses.map((s) => ({ value: s, label: t(supportStatusKeys[s]) }))}
          />
        </Group>
        <SupportRequestsList
          requests={requests}
          columns={columns}
          emptyTitle={t('support:staff.empty')}
          rowTestId="staff-support-row"
          minWidth={860}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        />
      </Paper>
      <StaffRequestDrawer id={search.request} onClose={() => setSearch({ request: undefined })} />
    </Stack>
  );
}
