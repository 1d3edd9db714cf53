import { Alert, Anchor, Button, Group, Menu, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { customListLimits, type SpreadsheetExportFormat } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { ConfirmModal } from '../../components/ConfirmModal';
import { FormErrors } from '../../components/forms/FormErrors';
import { PageHeader } from '../../components/forms/FormSection';
import { LoadError } from '../../components/LoadError';
import { modalStyles } from '../../components/modal-styles';
import {
  downloadCustomList,
  useCustomList,
  useDeleteCustomList,
  useRenameCustomList,
  type CustomList,
} from '../../hooks/api/custom-lists';
import { flattenErrors } from '../../shell/feedback-store';
import { AnchorLink } from '../advertisers/links';
import { AudienceEligibilityNote, mayHaveEmailAudience } from './audience-eligibility-note';
import { EntriesCard } from './EntriesCard';
import { ImportCard } from './ImportCard';
import { ListStatusBadge, ListTypeBadge, useListErrorReason } from './ListBadges';
import { typeHelp } from './list-labels';

const route = getRouteApi('/app/lists/$id');

function RenameModal({ list, onClose }: { list: CustomList; onClose: () => void }) {
  const { t } = useTranslation();
  const rename = useRenameCustomList();
  const [name, setName] = useState(list.name);
  const [errors, setErrors] = useState<string[]>([]);
  const submit = async () => {
    try {
      await rename.mutateAsync({ id: list.id, name });
      onClose();
    } catch (error) {
      setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };
  return (
    <Modal opened onClose={onClose} title={t('lists:detail.rename_title')} styles={modalStyles}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <FormErrors messages={errors} />
          <TextInput
            label={t('lists:create.name')}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={customListLimits.name}
            required
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('lists:create.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('lists:detail.rename_submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** `/lists/$id`: a list's status, import (with progress and report), entries, export, rename, delete. */
export function ListDetailPage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const list = useCustomList(id);
  const remove = useDeleteCustomList();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exportError, setExportError] = useState<string[]>([]);
  const reason = useListErrorReason(list.data ?? { error: null });

  if (list.isError)
    return (
      <LoadError
        message={
          list.error instanceof ApiError && list.error.status === 404
            ? t('lists:detail.not_found')
            : t('lists:load_error')
        }
        retryLabel={t('lists:retry')}
        onRetry={() => void list.refetch()}
      />
    );
  if (!list.data) return null;
  const data = list.data;
  const audienceBlocked = data.type === 'EMAIL_AUDIENCE' && !mayHaveEmailAudience(data.advertiser_created_at);

  const exportAs = async (format: SpreadsheetExportFormat) => {
    setExportError([]);
    try {
      await downloadCustomList(data.id, format);
    } catch {
      setExportError([t('common:generic_error')]);
    }
  };

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={data.name}
        subtitle={
          <Group gap="xs" component="span" wrap="wrap">
            <ListTypeBadge list={data} />
            <AnchorLink to="/advertisers/$id" params={{ id: data.advertiser_id }} size="sm">
              {data.advertiser_name}
            </AnchorLink>
            <ListStatusBadge list={data} />
          </Group>
        }
        actions={
          <Group gap="sm" wrap="wrap">
            <Menu position="bottom-end">
              <Menu.Target>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={18} />}
                  data-testid="export-button"
                >
                  {t('lists:detail.export')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => void exportAs('csv')}>{t('lists:detail.export_csv')}</Menu.Item>
                <Menu.Item onClick={() => void exportAs('xlsx')}>{t('lists:detail.export_xlsx')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
            <Button
              variant="default"
              leftSection={<IconPencil size={18} />}
              onClick={() => setRenaming(true)}
            >
              {t('lists:detail.rename')}
            </Button>
            <Button
              variant="light"
              color="red"
              leftSection={<IconTrash size={18} />}
              onClick={() => setDeleting(true)}
            >
              {t('lists:detail.delete')}
            </Button>
          </Group>
        }
      />
      <Text size="sm" c="dimmed" mt={-24}>
        {t(typeHelp[data.type])}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void navigate({ to: '/lists' })}>
          {t('lists:detail.back')}
        </Anchor>
      </Text>
      <FormErrors messages={exportError} />
      {data.status === 'error' && (
        <Alert
          variant="light"
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title={t('lists:status.error')}
          data-testid="list-error"
        >
          {reason}
        </Alert>
      )}
      {data.type === 'EMAIL_AUDIENCE' && audienceBlocked && (
        <AudienceEligibilityNote advertiserCreatedAt={data.advertiser_created_at} />
      )}
      <ImportCard list={data} disabled={audienceBlocked} />
      <EntriesCard list={data} disabled={audienceBlocked} />
      {renaming && <RenameModal list={data} onClose={() => setRenaming(false)} />}
      <ConfirmModal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('lists:detail.delete_title')}
        cancelLabel={t('lists:create.cancel')}
        confirmLabel={t('lists:detail.delete_confirm')}
        confirmColor="red"
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          void navigate({ to: '/lists' });
        }}
      >
        {t('lists:detail.delete_body', { name: data.name, count: data.entry_count })}
      </ConfirmModal>
    </Stack>
  );
}
