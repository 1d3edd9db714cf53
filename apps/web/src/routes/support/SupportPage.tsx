import { Alert, Badge, Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { formatDate } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { HelpLink } from '../../components/HelpLink';
import type { ListColumn } from '../../components/list/ResponsiveList';
import { useHrefLink } from '../../components/use-href-link';
import { useSupportRequests, type SupportRequestView } from '../../hooks/api/support';
import { feedback } from '../../shell/feedback-store';
import { supportStatusColors, supportStatusKeys, supportTopicKeys } from './labels';
import { SupportRequestForm } from './SupportRequestForm';
import { SupportRequestsList } from './SupportRequestsList';

const route = getRouteApi('/app/support');

function SubjectCell({ request }: { request: SupportRequestView }) {
  const link = useHrefLink()(`/support/${request.id}`);
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={600} truncate component="a" href={link.href} onClick={link.onClick} c="blue.8">
        {request.subject}
      </Text>
      <Text size="xs" c="dimmed" truncate>
        {[request.advertiser_name, request.campaign_name, request.created_by].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}

/**
 * `/support` and `/suporte` (issue 31): the company's support requests (a plain user's own),
 * newest first, and a new request (`?new=1`). Every staff reply also arrives by e-mail.
 */
export function SupportPage() {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const requests = useSupportRequests({ page: search.page ?? 1 });
  const [attachmentError, setAttachmentError] = useState<string>();
  const setSearch = (next: { page?: number | undefined; new?: boolean | undefined }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }) });

  const columns: ListColumn<SupportRequestView>[] = [
    { key: 'subject', label: t('support:list.columns.subject'), card: 'title', render: (r) => <SubjectCell request={r} /> },
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
    { key: 'topic', label: t('support:list.columns.topic'), render: (r) => <Text size="sm">{t(supportTopicKeys[r.topic])}</Text> },
    {
      key: 'updated',
      label: t('support:list.columns.updated'),
      render: (r) => <Text size="sm">{formatDate(r.updated_at, i18n.language, { timeZone: 'America/Sao_Paulo' })}</Text>,
    },
  ];

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('support:list.title')}
        subtitle={t('support:list.subtitle')}
        actions={
          !search.new && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setSearch({ new: true })} data-testid="support-new">
              {t('support:list.new')}
            </Button>
          )
        }
      />
      <Text size="sm">
        {t('support:list.help_first')} <HelpLink slug="support" label={t('support:list.help_link')} />
      </Text>
      {search.new && (
        <SupportRequestForm
          onCancel={() => setSearch({ new: undefined })}
          onCreated={(created, error) => {
            setAttachmentError(error);
            feedback.notify('success', t('support:form.sent'));
            if (error) setSearch({ new: undefined });
            else void navigate({ to: '/support/$id', params: { id: created.id } });
          }}
        />
      )}
      {attachmentError && (
        <Alert color="orange" variant="light" withCloseButton onClose={() => setAttachmentError(undefined)}>
          {t('support:form.attachment_failed', { reason: attachmentError })}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <SupportRequestsList
          requests={requests}
          columns={columns}
          emptyTitle={t('support:list.empty')}
          rowTestId="support-request-row"
          minWidth={720}
          onPage={(page) => setSearch({ page: page > 1 ? page : undefined })}
        />
      </Paper>
    </Stack>
  );
}
