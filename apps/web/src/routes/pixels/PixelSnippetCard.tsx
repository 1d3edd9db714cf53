import { Button, Code, CopyButton, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { pixelImageUrl, pixelSnippet } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PixelGroupView } from '../../hooks/api/pixels';

function CopyAction({ value, label, copiedLabel }: { value: string; label: string; copiedLabel: string }) {
  return (
    <CopyButton value={value} timeout={3000}>
      {({ copied, copy }) => (
        <Button
          size="xs"
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          onClick={copy}
        >
          {copied ? copiedLabel : label}
        </Button>
      )}
    </CopyButton>
  );
}

/**
 * The install code of the group for one of its events: the async tag with its `<noscript>` image
 * fallback, and the bare image URL (for e-mails or servers), each with a copy button.
 */
export function PixelSnippetCard({ group }: { group: PixelGroupView }) {
  const { t } = useTranslation();
  const [eventName, setEventName] = useState(group.rules[0]?.event_name ?? '');
  const rule = group.rules.find((r) => r.event_name === eventName) ?? group.rules[0];
  if (!rule) return null;
  const origin = window.location.origin;
  const snippet = pixelSnippet({ origin, pixelId: group.id, eventName: rule.event_name, value: rule.value });
  const imageUrl = pixelImageUrl({ origin, pixelId: group.id, eventName: rule.event_name });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('pixels:snippet.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('pixels:snippet.hint')}
        </Text>
        {group.rules.length > 1 && (
          <Select
            label={t('pixels:snippet.event_label')}
            value={rule.event_name}
            onChange={(value) => value && setEventName(value)}
            allowDeselect={false}
            data={group.rules.map((r) => ({ value: r.event_name, label: `${r.name} (${r.event_name})` }))}
            maw={420}
          />
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('pixels:snippet.tag')}
          </Text>
          <CopyAction
            value={snippet}
            label={t('pixels:snippet.copy')}
            copiedLabel={t('pixels:snippet.copied')}
          />
        </Group>
        <Code block data-testid="pixel-snippet" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {snippet}
        </Code>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t('pixels:snippet.image')}
          </Text>
          <CopyAction
            value={imageUrl}
            label={t('pixels:snippet.copy_url')}
            copiedLabel={t('pixels:snippet.copied')}
          />
        </Group>
        <Code block data-testid="pixel-image-url" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {imageUrl}
        </Code>
      </Stack>
    </Paper>
  );
}
