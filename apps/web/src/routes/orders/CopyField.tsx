import { ActionIcon, Button, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A value to copy (a Pix code, a linha digitável, bank details) with its copy button. */
export function CopyField({
  label,
  value,
  display,
  copyLabel,
  block = false,
}: {
  label: string;
  value: string;
  display?: string;
  /** The big button's text (block layout). */
  copyLabel?: string;
  block?: boolean;
}) {
  const { t } = useTranslation();
  if (block)
    return (
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text ff="monospace" size="sm" p="sm" bg="var(--mantine-color-gray-0)" style={{ wordBreak: 'break-all', borderRadius: 'var(--mantine-radius-sm)' }} data-testid="copy-value">
          {display ?? value}
        </Text>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'light' : 'filled'} color={copied ? 'teal' : undefined} leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />} onClick={copy}>
              {copied ? t('orders:copied') : (copyLabel ?? t('orders:copy_code'))}
            </Button>
          )}
        </CopyButton>
      </Stack>
    );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
          {display ?? value}
        </Text>
      </Stack>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('orders:copied') : t('orders:copy')} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={`${t('orders:copy')}: ${label}`}>
              {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
