import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/LoadError';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import { wholeBadgeStyles } from '../../components/list/whole-badge';
import { usePixelRecentEvents, type PixelGroupView, type PixelRecentEvents } from '../../hooks/api/pixels';

type RecentEvent = PixelRecentEvents['events'][number];

/** Per rule, the last events received and the count of the last 24 h, so the user can check the install. */
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
