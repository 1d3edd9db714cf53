import { Group, Text, TextInput, Textarea, type TextareaProps, type TextInputProps } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** "12/25" under a limited field, red past the limit (the schema refuses it with its own message). */
export function CharCounter({ length, max }: { length: number; max: number }) {
  const { t } = useTranslation();
  return (
    <Text
      component="span"
      size="xs"
      c={length > max ? 'red' : 'dimmed'}
      aria-label={t('creatives:form.counter', { length, max })}
    >
      {length}/{max}
    </Text>
  );
}

interface CountedInputProps extends Omit<TextInputProps, 'description'> {
  /** The current text (watched from the form). */
  length: number;
  max: number;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A text field with its character counter (titles 25, call to action 15, display URL 30, headline 90…). */
export const CountedInput = forwardRef<HTMLInputElement & HTMLTextAreaElement, CountedInputProps>(
  function CountedInput({ length, max, hint, multiline, ...props }, ref) {
    const description = (
      <Group component="span" justify="space-between" gap="xs" wrap="nowrap">
        <span>{hint}</span>
        <CharCounter length={length} max={max} />
      </Group>
    );
    return multiline ? (
      <Textarea
        ref={ref}
        autosize
        minRows={2}
        maxRows={5}
        {...(props as TextareaProps)}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    ) : (
      <TextInput
        ref={ref}
        {...props}
        description={description}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
    );
  },
);
