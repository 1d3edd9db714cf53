import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { formatMoney, type Currency } from '@verba/domain';
import { useTranslation } from 'react-i18next';
import { ResponsiveList, type ListColumn } from '../../components/list/ResponsiveList';
import type { PixelGroupView, PixelRuleView } from '../../hooks/api/pixels';

/** The group's rules, read-only (spec §4: never edited or deleted after creation), and the way to add one. */
export function PixelRulesCard({ group, onAddRule }: { group: PixelGroupView; onAddRule: () => void }) {
  const { t } = useTranslation();
  const columns: ListColumn<PixelRuleView>[] = [
    {
      key: 'name',
      label: t('pixels:form.rule_name'),
      card: 'title',
      render: (r) => (
        <Text size="sm" fw={600}>
          {r.name}
        </Text>
      ),
    },
    {
      key: 'event_name',
      label: t('pixels:form.event_name'),
      render: (r) => (
        <Text size="sm" ff="monospace">
          {r.event_name}
        </Text>
      ),
    },
    {
      key: 'event_label',
      label: t('pixels:form.event_label'),
      render: (r) => <Text size="sm">{r.event_label || '—'}</Text>,
    },
    {
      key: 'objective',
      label: t('pixels:form.objective'),
      render: (r) => <Text size="sm">{t(`pixels:objective.${r.objective}`)}</Text>,
    },
    {
      key: 'value',
      label: t('pixels:form.value_column'),
      align: 'right',
      card: 'aside',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {r.value === null ? '—' : formatMoney(r.value, group.advertiser.currency as Currency)}
        </Text>
      ),
    },
    {
      key: 'max_value',
      label: t('pixels:form.max_value_column'),
      align: 'right',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(r.max_value, group.advertiser.currency as Currency)}
        </Text>
      ),
    },
  ];
  return (
    <Paper withBorder radius="md">
      <Group justify="space-between" p="md" gap="sm">
        <Title order={2} size="h4">
          {t('pixels:detail.rules_title')}
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onAddRule}>
          {t('pixels:form.add_rule')}
        </Button>
      </Group>
      <Stack gap={0}>
        <Alert mx="md" mb="md" variant="light" color="gray" icon={<IconLock size={16} />}>
          {t('pixels:detail.rules_locked')}
        </Alert>
        <ResponsiveList
          rows={group.rules}
          columns={columns}
          rowKey={(r) => r.id}
          rowTestId="pixel-rule"
          minWidth={640}
        />
      </Stack>
    </Paper>
  );
}
