import { EmptyState, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconId } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { documentChangeRequestStatuses } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { ListPager } from '../../components/list/ListPager';
import {
  useStaffDocumentChangeRequests,
  type DocumentChangeRequestView,
} from '../../hooks/api/document-change-requests';
import { DocumentChangeDecisionModal, type DocumentChangeAction } from './DocumentChangeDecisionModal';
import { DocumentChangesTable } from './DocumentChangesTable';
import type { StaffDocumentChangesSearch } from './document-changes-search';

const route = getRouteApi('/app/staff/document-changes');
const filterKeys = {
  pending: 'staff:document_changes.filter.pending',
  approved: 'staff:document_changes.filter.approved',
  rejected: 'staff:document_changes.filter.rejected',
} as const;

/**
 * `/staff/document-changes`: platform staff review the companies' requests to change their
 * CPF/CNPJ (pending first; approved and rejected for the record); list state in the URL.
 */
export function StaffDocumentChangesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const status = search.status ?? 'pending';
  const requests = useStaffDocumentChangeRequests({ page: search.page ?? 1, status });
  const setSearch = (next: StaffDocumentChangesSearch) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

  const [target, setTarget] = useState<{
    request: DocumentChangeRequestView;
    action: DocumentChangeAction;
  }>();
  const [opened, modal] = useDisclosure(false);
  const openAction = (request: DocumentChangeRequestView, action: DocumentChangeAction) => {
    setTarget({ request, action });
    modal.open();
  };

  const meta = requests.data?.meta;
  const rows = requests.data?.data;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('staff:document_changes.title')} subtitle={t('staff:document_changes.subtitle')} />

      <Paper withBorder radius="md">
        <Group p="md">
          <SegmentedControl
            aria-label={t('staff:document_changes.status_label')}
            data={documentChangeRequestStatuses.map((s) => ({
              value: s,
              label: t(filterKeys[s]),
            }))}
            value={status}
            onChange={(value) =>
              setSearch({
                status: documentChangeRequestStatuses.find((s) => s === value && s !== 'pending'),
                page: undefined,
              })
            }
          />
        </Group>

        {requests.isError && !rows ? (
          <LoadError
            message={t('staff:document_changes.load_error')}
            retryLabel={t('staff:document_changes.retry')}
            onRetry={() => void requests.refetch()}
          />
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py={48}
            icon={<IconId size={28} />}
            variant="light"
            title={t('staff:document_changes.empty_title')}
            description={
              status === 'pending'
                ? t('staff:document_changes.empty_pending')
                : t('staff:document_changes.empty')
            }
          />
        ) : (
          <div style={{ opacity: requests.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
            <DocumentChangesTable requests={rows} skeletonRows={3} onAction={openAction} />
          </div>
        )}

        {meta && meta.total > 0 && (
          <ListPager meta={meta} onPage={(next) => setSearch({ page: next > 1 ? next : undefined })} />
        )}
      </Paper>

      <DocumentChangeDecisionModal
        request={target?.request}
        action={target?.action}
        opened={opened}
        onClose={modal.close}
        onExited={() => setTarget(undefined)}
      />
    </Stack>
  );
}
