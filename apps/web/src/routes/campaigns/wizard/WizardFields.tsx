import type { Currency } from '@verba/domain';
import type { ReactNode } from 'react';
import { MoneyInput } from '../../../components/forms/MoneyInput';

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

/** A date typed in the language's format (22/11/2026); see the shared `DateField`. */
export { DateField } from '../../../components/forms/DateField';
