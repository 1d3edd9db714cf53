import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, Title, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { customListLimits, formatDate } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { FormErrors } from '../../components/forms/FormErrors';
import { ListPager } from '../../components/list/ListPager';
import { ListSearchInput } from '../../components/list/ListSearchInput';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import {
  useAddCustomListEntries,
  useCustomListEntries,
  useRemoveCustomListEntry,
  type CustomList,
  type CustomListEntry,
} from '../../hooks/api/custom-lists';
import { flattenErrors } from '../../shell/feedback-store';
import { emailSearchTerm } from './email-search';
import { kindLabels } from './list-labels';

const route = getRouteApi('/app/lists/$id');
const perPage = 25;

/** The list's entries, paged and searched in the URL, removable one by one; more added by hand. */
export function EntriesCard({ list, disabled }: { list: CustomList; disabled: boolean }) {
  const { t, i18n } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [term, setTerm] = useState<string | undefined>(search.search);
  const entries = useCustomListEntries(list.id, { page: search.page ?? 1, per_page: perPage, search: term });
  const remove = useRemoveCustomListEntry();
  const add = useAddCustomListEntries();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const isEmail = list.entry_kind === 'email';

  const onSearch = async (value: string | undefined) => {
    void navigate({ search: (prev) => ({ ...prev, search: value, page: undefined }), replace: true });
    setTerm(value && isEmail ? await emailSearchTerm(value) : value);
  };
  const submit = async () => {
    const values = text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (values.length === 0) return;
    setErrors([]);
    try {
      await add.mutateAsync({ id: list.id, entries: values });
      setText('');
    } catch (error) {
      if (error instanceof ApiError && typeof error.errors === 'object' && !Array.isArray(error.errors)) {
        setErrors(
          Object.entries(error.errors).map(([field, messages]) => {
            const index = Number(field.split('.')[1]);
            const message = Array.isArray(messages) ? messages[0] : messages;
            return Number.isInteger(index) && !isEmail ? `${values[index]}: ${message}` : String(message);
          }),
        );
      } else setErrors(error instanceof ApiError ? flattenErrors(error.errors) : [t('common:generic_error')]);
    }
  };

  const columns: ListColumn<CustomListEntry>[] = [
    {
      key: 'value',
      label: t(kindLabels[list.entry_kind]),
      card: 'title',
      render: (entry) => (
        <Text
          size="sm"
          ff={isEmail ? 'monospace' : undefined}
          style={{ wordBreak: 'break-all' }}
          data-testid="entry-value"
        >
          {entry.value}
        </Text>
      ),
    },
    {
      key: 'created_at',
      label: t('lists:entries.added_at'),
      visibleFrom: 'sm',
      card: 'hidden',
      width: 140,
      render: (entry) => <Text size="sm">{formatDate(entry.created_at, i18n.language)}</Text>,
    },
    {
      key: 'remove',
      label: t('lists:entries.remove'),
      labelHidden: true,
      card: 'aside',
      width: 60,
      align: 'right',
      render: (entry) => (
        <Tooltip label={t('lists:entries.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('lists:entries.remove_entry', { value: entry.value })}
            disabled={disabled}
            loading={remove.isPending && remove.variables?.value === entry.value}
            onClick={() => remove.mutate({ id: list.id, value: entry.value })}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <Paper withBorder radius="md">
      <Stack gap="sm" p="md">
        <Title order={2} size="h4">
          {t('lists:entries.title', { count: list.entry_count })}
        </Title>
        <Stack gap={6}>
          <Textarea
            label={isEmail ? t('lists:entries.add_label_email') : t('lists:entries.add_label')}
            description={t('lists:entries.add_help', { max: customListLimits.manualEntries })}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            disabled={disabled}
          />
          <FormErrors messages={errors} />
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => void submit()}
              loading={add.isPending}
              disabled={disabled || !text.trim()}
            >
              {t('lists:entries.add')}
            </Button>
          </Group>
        </Stack>
        <ListSearchInput
          label={t('lists:entries.search_label')}
          placeholder={
            isEmail ? t('lists:entries.search_placeholder_email') : t('lists:entries.search_placeholder')
          }
          value={search.search}
          onSearch={(value) => void onSearch(value)}
          style={{ maxWidth: 420 }}
        />
      </Stack>
      {entries.data?.data.length === 0 ? (
        <Text c="dimmed" size="sm" p="md" ta="center">
          {search.search ? t('lists:entries.none_found') : t('lists:entries.empty')}
        </Text>
      ) : (
        <ResponsiveList
          rows={entries.data?.data}
          columns={columns}
          rowKey={(entry) => entry.value}
          rowTestId="entry-row"
          skeletonRows={3}
        />
      )}
      {entries.data && entries.data.meta.total > 0 && (
        <ListPager
          meta={entries.data.meta}
          onPage={(next) =>
            void navigate({
              search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }),
              replace: true,
            })
          }
        />
      )}
    </Paper>
  );
}
