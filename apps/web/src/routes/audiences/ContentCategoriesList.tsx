import { Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { useContentCategories, type ContentCategory } from '../../hooks/api/audiences';

/** Tier 1 of the IAB Content Taxonomy 3.1: the content categories of contextual targeting. */
export function ContentCategoriesList({ language }: { language: string }) {
  const { t } = useTranslation();
  const categories = useContentCategories(language, true);
  // The English name is a column of its own only when the list is in another language.
  const columns: ListColumn<ContentCategory>[] = [
    {
      key: 'name',
      label: t('audiences:content.name'),
      card: 'title',
      render: (c) => <Text fw={500}>{c.name}</Text>,
    },
    ...(language.startsWith('en')
      ? []
      : [{ key: 'en', label: t('audiences:content.english'), render: (c: ContentCategory) => c.names.en }]),
    {
      key: 'id',
      label: t('audiences:content.iab_id'),
      card: 'aside',
      render: (c) => (
        <Text ff="monospace" size="sm">
          {c.id}
        </Text>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md">
      <Text size="sm" c="dimmed" p="md">
        {t('audiences:content.intro')}
      </Text>
      <ResponsiveList
        rows={categories.data}
        columns={columns}
        rowKey={(c) => c.id}
        rowTestId="content-category-row"
        skeletonRows={8}
      />
    </Paper>
  );
}
