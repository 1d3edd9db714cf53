import { Badge, List, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { wholeBadgeStyles } from '../../../components/list/whole-badge';
import type { StrategyDeliveryRow } from '../../../hooks/api/delivery';
import { notDeliveringKeys } from './reason-keys';

type Reason = StrategyDeliveryRow['reasons'][number];

/** Never cut: a label longer than the line (a phone card) wraps inside the badge instead. */
const wrappingBadgeStyles = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' },
} as const;

/** Stops that the user must act on (red) versus the bidders' passing reasons (yellow). */
const blocking = new Set<Reason['code']>([
  'not_published',
  'rejected',
  'paused',
  'finished',
  'creative_rejected',
  'budget_used_up',
]);

/** "Delivering", or "Not delivering: <first reason>" with every reason and what to do in a tooltip. */
export function NotDeliveringBadge({ reasons, testId }: { reasons: readonly Reason[]; testId?: string }) {
  const { t } = useTranslation();
  if (reasons.length === 0)
    return (
      <Badge color="green" variant="light" styles={wholeBadgeStyles} data-testid={testId}>
        {t('delivery:reasons.delivering')}
      </Badge>
    );
  const first = reasons[0]!;
  return (
    <Tooltip
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
      label={
        <Stack gap={4}>
          <List size="xs" spacing={2}>
            {reasons.map((r) => (
              <List.Item key={r.code}>
                <Text size="xs" fw={600} span>
                  {t(notDeliveringKeys[r.code].short)}
                </Text>
                {' — '}
                {t(notDeliveringKeys[r.code].hint)}
              </List.Item>
            ))}
          </List>
          {reasons.some((r) => r.source === 'bidder') && (
            <Text size="xs" c="dimmed">
              {t('delivery:reasons.from_bidders')}
            </Text>
          )}
        </Stack>
      }
    >
      <Badge
        color={blocking.has(first.code) ? 'red' : 'yellow'}
        variant="light"
        styles={wrappingBadgeStyles}
        tabIndex={0}
        data-testid={testId}
        data-reason={first.code}
      >
        {t('delivery:reasons.badge', { reason: t(notDeliveringKeys[first.code].short) })}
      </Badge>
    </Tooltip>
  );
}
