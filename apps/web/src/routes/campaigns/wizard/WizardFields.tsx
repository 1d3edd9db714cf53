import type { Currency } from '@verba/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../../components/forms/MaskedInput';
import { MoneyInput } from '../../../components/forms/MoneyInput';
import { dateTextOf, isoOfDateText } from './date-text';

interface FieldProps {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
}

/**
 * Money in the advertiser's currency, typed the way the user writes it (`3.000`, `3.000,00`,
 * `3,000.00` in English); the value is the amount formatted (`R$ 3.000,00`), see `MoneyInput`.
 */
export function MoneyField({
  value,
  onChange,
  currency,
  ...props
}: FieldProps & { value: string; onChange: (value: string) => void; currency: Currency }) {
  return (
    <MoneyInput
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.required}
      currency={currency}
      value={value}
      onChange={onChange}
      data-testid={props.testId}
    />
  );
}

const dateMask = { mask: '00/00/0000' };

/**
 * A date typed in the language's format (22/11/2026); the value is `YYYY-MM-DD`, or '' while the
 * text is not a whole date yet.
 */
export function DateField({
  value,
  onChange,
  ...props
}: FieldProps & { value: string; onChange: (value: string) => void }) {
  const { i18n, t } = useTranslation();
  const [text, setText] = useState(() => dateTextOf(value, i18n.language));
  const shown =
    isoOfDateText(text, i18n.language) === value || (!value && text.length < 10)
      ? text
      : dateTextOf(value, i18n.language);
  return (
    <MaskedInput
      label={props.label}
      description={props.description}
      error={props.error}
      withAsterisk={props.required}
      maskOptions={dateMask}
      value={shown}
      onChange={(next) => {
        setText(next);
        const iso = isoOfDateText(next, i18n.language);
        if (iso !== undefined) onChange(iso);
        else if (value) onChange('');
      }}
      placeholder={t('campaigns:wizard.date_placeholder')}
      inputMode="numeric"
      data-testid={props.testId}
    />
  );
}
