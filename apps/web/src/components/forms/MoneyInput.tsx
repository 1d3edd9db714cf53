import { Button, Group, Stack, Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatMoney, parseMoneyInput, type Currency } from '@verba/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyValueOf } from './money-value';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'type'
> {
  /**
   * The form's value: the amount in the currency's own format (`R$ 5.000,00`, read back exactly
   * by `moneyInputCents` in any language), or the text as typed while it is not an amount yet.
   */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  currency: Currency;
  /** The form's message (required, limits, the server's); a text that is not an amount shows its own. */
  error?: string | undefined;
  'data-testid'?: string;
}

/**
 * Money typed the way a person writes it in their language (issue 26): `5.000,00`, `5000`, `1.500`,
 * `5,000.00` in English. Left, the field shows the amount formatted (`R$ 5.000,00`); a text with
 * two readings (`1.50` in pt-BR) asks which one is meant and takes neither until one is chosen;
 * a text that is not an amount says why. Works as a react-hook-form `Controller` field.
 */
export function MoneyInput({
  value,
  onChange,
  onBlur,
  currency,
  error,
  'data-testid': testId,
  ...props
}: MoneyInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // What the field shows, and the value it last handed to the form: a value that differs from it
  // came from outside (a reset, "use the maximum", another currency) and replaces the text.
  const [state, setState] = useState({ text: value, emitted: value });
  const [focused, setFocused] = useState(false);
  const [left, setLeft] = useState(false);
  if (value !== state.emitted) setState({ text: value, emitted: value });
  const text = value !== state.emitted ? value : state.text;

  const reading = parseMoneyInput(text, { currency, language });
  const emit = (next: string) => {
    const emitted = moneyValueOf(next, { currency, language });
    setState({ text: next, emitted });
    if (emitted !== value) onChange(emitted);
  };

  const choose = (cents: bigint) => {
    const formatted = formatMoney(cents, currency);
    setState({ text: formatted, emitted: formatted });
    setLeft(true);
    if (formatted !== value) onChange(formatted);
    onBlur?.();
  };

  const settled = left && !focused;
  const issue = settled && reading.status === 'invalid' ? t(reading.key, reading.params ?? {}) : undefined;
  const shownError =
    issue ?? (error && reading.status === 'ambiguous' ? t('validation:money.ambiguous') : error);
  const options = reading.status === 'ambiguous' && settled ? reading.options : [];

  return (
    <Stack gap={6}>
      <TextInput
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={props.placeholder ?? formatMoney(0n, currency)}
        value={text}
        onChange={(event) => emit(event.currentTarget.value)}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          setLeft(true);
          if (reading.status === 'ok') {
            const formatted = formatMoney(reading.cents, currency);
            setState({ text: formatted, emitted: formatted });
            if (formatted !== value) onChange(formatted);
          }
          onBlur?.();
        }}
        error={shownError}
        data-testid={testId}
      />
      {options.length > 0 && (
        <Group
          gap="xs"
          wrap="wrap"
          aria-live="polite"
          data-testid={testId ? `${testId}-question` : 'money-question'}
        >
          <Text size="sm" c="orange.8" fw={500}>
            {options.length === 1
              ? t('common:money_input.question_one', { a: formatMoney(options[0]!, currency) })
              : t('common:money_input.question_two', {
                  a: formatMoney(options[0]!, currency),
                  b: formatMoney(options[1]!, currency),
                })}
          </Text>
          {options.map((cents) => (
            <Button
              key={cents.toString()}
              size="compact-sm"
              variant="light"
              onClick={() => choose(cents)}
              aria-label={t('common:money_input.choose', { amount: formatMoney(cents, currency) })}
            >
              {formatMoney(cents, currency)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
