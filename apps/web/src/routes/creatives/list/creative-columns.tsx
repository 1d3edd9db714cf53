import { Text } from '@mantine/core';
import { formatDate } from '@verba/domain';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../../components/list/ResponsiveList';
import type { Creative } from '../../../hooks/api/creatives';
import { formatLabels } from '../labels';
import { CreativeStatusBadge } from './CreativeBadges';

/** The columns every creatives list shows after the creative itself: format, size, status, last change. */
export function creativeDetailColumns<T extends Creative>(t: TFunction, language: string): ListColumn<T>[] {
  return [
    {
      key: 'format',
      label: t('creatives:columns.format'),
      render: (c) => <Text size="sm">{t(formatLabels[c.format].name)}</Text>,
    },
    {
      key: 'size',
      label: t('creatives:columns.size'),
      render: (c) => <Text size="sm">{c.size ?? '—'}</Text>,
    },
    {
      key: 'status',
      label: t('creatives:columns.status'),
      card: 'aside',
      render: (c) => <CreativeStatusBadge creative={c} />,
    },
    {
      key: 'updated_at',
      label: t('creatives:columns.updated_at'),
      render: (c) => <Text size="sm">{formatDate(c.updated_at, language)}</Text>,
    },
  ];
}
