import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import type { CustomList } from '../../hooks/api/custom-lists';
import { kindLabels, typeLabels } from './list-labels';

/** The list's type and, for blacklists and wishlists, whether it holds sites or apps. */
export function ListTypeBadge({ list }: { list: Pick<CustomList, 'type' | 'entry_kind'> }) {
  const { t } = useTranslation();
  const withKind = list.type === 'BLACKLIST' || list.type === 'WISHLIST';
  return (
    <Badge
      variant="light"
      color={list.type === 'BLACKLIST' ? 'red' : list.type === 'EMAIL_AUDIENCE' ? 'grape' : 'verba'}
      styles={wholeBadgeStyles}
    >
      {withKind
        ? `${t(typeLabels[list.type])} · ${t(kindLabels[list.entry_kind])}`
        : t(typeLabels[list.type])}
    </Badge>
  );
}

/** Why a list is "with error" (spec §8), in the words the API uses. */
export function useListErrorReason(list: Pick<CustomList, 'error'>): string | undefined {
  const { t } = useTranslation();
  if (!list.error) return undefined;
  if (list.error.code === 'CUSTOM_LIST_INVALID_ROWS')
    return t('lists:status.invalid_rows', { count: list.error.invalid_rows ?? 0 });
  return t(`errors:${list.error.code}`, list.error.params ?? {});
}

/** "OK" or "List with error", the reason beside it. */
export function ListStatusBadge({ list, withReason = false }: { list: CustomList; withReason?: boolean }) {
  const { t } = useTranslation();
  const reason = useListErrorReason(list);
  if (list.status === 'ok')
    return (
      <Badge variant="light" color="green" styles={wholeBadgeStyles}>
        {t('lists:status.ok')}
      </Badge>
    );
  const badge = (
    <Badge variant="light" color="red" styles={wholeBadgeStyles} data-testid="list-error-badge">
      {t('lists:status.error')}
    </Badge>
  );
  if (!withReason)
    return (
      <Tooltip label={reason} multiline w={280}>
        {badge}
      </Tooltip>
    );
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      <Text size="xs" c="dimmed">
        {reason}
      </Text>
    </Stack>
  );
}
