import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { pixelRefusalReasons, type PixelRefusalReason } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import { usePixelRecentEvents, type PixelGroupView, type PixelRecentEvents } from '../../hooks/api/pixels';

type RecentEvent = PixelRecentEvents['events'][number];

/**
 * Per rule, the last events received and the count of the last 24 h, so the user can check the
 * install, and the hits refused in the last 30 days by reason (issue 25: value above the cap, over
 * the visitor's or the pixel's limit, a visitor whose only touch was never billed).
 */
export function PixelRecentEventsCard({ group }: { group: PixelGroupView }) {
  const { t, i18n } = useTranslation();
  const recent = usePixelRecentEvents(group.id);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' });
  const columns: ListColumn<RecentEvent>[] = [
    {
      key: 'occurred_at',
      label: t('pixels:events.time'),
      card: 'title',
      render: (e) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {time.format(new Date(e.occurred_at))}
        </Text>
      ),
    },
    {
      key: 'page_url',
      label: t('pixels:events.page'),
      render: (e) => (
        <Text size="sm" truncate maw={520} title={e.page_url}>
          {e.page_url || t('pixels:events.no_page')}
        </Text>
      ),
    },
  ];
  const byRule = new Map((recent.data ?? []).map((r) => [r.rule_id, r]));
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <div>
            <Title order={2} size="h4">
              {t('pixels:events.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('pixels:events.hint')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('pixels:events.refused_hint')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            loading={recent.isFetching}
            onClick={() => void recent.refetch()}
          >
            {t('pixels:events.refresh')}
          </Button>
        </Group>
        {recent.isError && !recent.data ? (
          <LoadError
            message={t('pixels:events.load_error')}
            retryLabel={t('pixels:retry')}
            onRetry={() => void recent.refetch()}
          />
        ) : (
          group.rules.map((rule) => {
            const events = byRule.get(rule.id);
            return (
              <Stack key={rule.id} gap="xs" data-testid="pixel-recent-events" data-event={rule.event_name}>
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {rule.name}
                  </Text>
                  <Text size="sm" c="dimmed" ff="monospace">
                    {rule.event_name}
                  </Text>
                  <Badge variant="light" tt="none" styles={wholeBadgeStyles}>
                    {t('pixels:events.count_24h', { count: events?.count_24h ?? 0 })}
                  </Badge>
                </Group>
                {events && <RefusedCounts refused={events.refused_30d} />}
                {events && events.events.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('pixels:events.none')}
                  </Text>
                ) : (
                  <ResponsiveList
                    rows={events?.events}
                    columns={columns}
                    rowKey={(e) => e.id}
                    rowTestId="pixel-event"
                    skeletonRows={2}
                    minWidth={480}
                  />
                )}
              </Stack>
            );
          })
        )}
      </Stack>
    </Paper>
  );
}

const refusedKeys = {
  value_over_cap: 'pixels:events.refused.value_over_cap',
  visitor_rate_limited: 'pixels:events.refused.visitor_rate_limited',
  rate_limited: 'pixels:events.refused.rate_limited',
  unbilled_touch: 'pixels:events.refused.unbilled_touch',
} as const satisfies Record<PixelRefusalReason, string>;

/** The rule's refused hits of the last 30 days, the reasons with any. */
function RefusedCounts({ refused }: { refused: PixelRecentEvents['refused_30d'] }) {
  const { t } = useTranslation();
  const reasons = pixelRefusalReasons.filter((reason) => refused[reason] > 0);
  return (
    <Group gap="xs" data-testid="pixel-refused">
      <Text size="sm" c="dimmed">
        {t('pixels:events.refused_title')}:
      </Text>
      {reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('pixels:events.refused_none')}
        </Text>
      ) : (
        reasons.map((reason) => (
          <Badge
            key={reason}
            color="orange"
            variant="light"
            tt="none"
            styles={wholeBadgeStyles}
            data-reason={reason}
          >
            {t(refusedKeys[reason], { count: refused[reason] })}
          </Badge>
        ))
      )}
    </Group>
  );
}
