import { formatMoney, type Currency } from '@verba/domain';
import { useState } from 'react';
import { MaskedInput } from '../../../components/forms/MaskedInput';
import { centsOfMasked, moneyMask } from '../../finances/payments/money-input';

/** An amount typed as "R$ 1.234,56", held as a minor-units string (the API's money). */
export function MoneyField({
  label,
  value,
  onChange,
  currency,
  error,
  required,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (minorUnits: string | undefined) => void;
  currency: Currency;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
}) {
  const [text, setText] = useState(value === undefined ? '' : formatMoney(value, currency));
  return (
    <MaskedInput
      label={label}
      maskOptions={moneyMask(currency)}
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(centsOfMasked(next, currency)?.toString());
      }}
      placeholder={formatMoney(0n, currency)}
      inputMode="numeric"
      error={error}
      withAsterisk={required}
      data-testid={testId}
    />
  );
}
