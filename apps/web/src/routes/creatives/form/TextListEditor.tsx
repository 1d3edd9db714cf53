import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CountedInput } from './CountedInput';

interface TextListEditorProps {
  label: string;
  description?: string;
  items: string[];
  min: number;
  max: number;
  maxLength: number;
  onChange: (items: string[]) => void;
  /** The schema's message of each entry, by index. */
  errors?: (string | undefined)[];
  /** The message of the list as a whole (e.g. "Use 3 to 15 titles"). */
  listError?: string;
  /** Entries repeating an earlier one, and what to say under them. */
  repeated?: number[];
  repeatedMessage?: string;
  addLabel: string;
  itemLabel: (index: number) => string;
  multiline?: boolean;
  testId: string;
}

/** A growing list of short texts (search ad titles, descriptions, callouts) with counters and inline repeats. */
export function TextListEditor(props: TextListEditorProps) {
  const { t } = useTranslation();
  const { items, min, max, onChange, errors = [], repeated = [] } = props;
  const set = (index: number, value: string) =>
    onChange(items.map((item, i) => (i === index ? value : item)));
  return (
    <Stack gap={6} data-testid={props.testId}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
        <Text size="xs" c={items.length < min || items.length > max ? 'red' : 'dimmed'}>
          {t('creatives:search.count', { count: items.length, min, max })}
        </Text>
      </Group>
      {props.description && (
        <Text size="xs" c="dimmed">
          {props.description}
        </Text>
      )}
      {items.map((item, index) => (
        <Group key={index} gap={6} align="flex-start" wrap="nowrap">
          <CountedInput
            aria-label={props.itemLabel(index)}
            placeholder={props.itemLabel(index)}
            value={item}
            length={item.length}
            max={props.maxLength}
            multiline={props.multiline}
            onChange={(event) => set(index, event.currentTarget.value)}
            error={errors[index] ?? (repeated.includes(index) ? props.repeatedMessage : undefined)}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={6}
            aria-label={t('creatives:search.remove', { item: props.itemLabel(index) })}
            onClick={() => onChange(items.filter((_, i) => i !== index))}
            disabled={items.length <= min}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {props.listError && (
        <Text size="sm" c="red" role="alert">
          {props.listError}
        </Text>
      )}
      {items.length < max && (
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...items, ''])}
          style={{ alignSelf: 'flex-start' }}
        >
          {props.addLabel}
        </Button>
      )}
    </Stack>
  );
}
