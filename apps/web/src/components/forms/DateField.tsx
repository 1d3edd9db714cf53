import type { MantineStyleProp, StyleProp } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTextOf, isoOfDateText } from './date-text';
import { MaskedInput } from './MaskedInput';

const dateMask = { mask: '00/00/0000' };

export interface DateFieldProps {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** The typed date as `YYYY-MM-DD` once it is a whole real date; '' when a whole date is undone. */
  onChange: (value: string) => void;
  /** Every text typed, whole date or not (a form can refuse a half-typed optional date). */
  onTextChange?: (text: string) => void;
  label?: ReactNode;
  'aria-label'?: string;
  description?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
  w?: StyleProp<React.CSSProperties['width']>;
  style?: MantineStyleProp;
}

/**
 * A date typed in the app language's format (22/11/2026 in pt-BR and es, 11/22/2026 in English),
 * whatever the browser's own locale (a native `<input type="date">` follows the browser, so
 * headless or foreign browsers showed mm/dd/yyyy to pt-BR users). The value is `YYYY-MM-DD`.
 * While a date is half typed the field keeps the text; leaving it half typed puts back the value.
 */
export function DateField({ value, onChange, onTextChange, testId, required, ...props }: DateFieldProps) {
  const { i18n, t } = useTranslation();
  const language = i18n.language;
  const [text, setText] = useState(() => dateTextOf(value, language));
  // The value and language last seen: when they change from outside (a preset, the other end of a
  // range, the URL, another language) to something the text does not say, the text follows them.
  const [seen, setSeen] = useState(`${value}|${language}`);
  if (seen !== `${value}|${language}`) {
    setSeen(`${value}|${language}`);
    if (!seen.endsWith(`|${language}`) || (isoOfDateText(text, language) ?? '') !== value)
      setText(dateTextOf(value, language));
  }
  return (
    <MaskedInput
      {...props}
      withAsterisk={required}
      maskOptions={dateMask}
      value={text}
      onChange={(next) => {
        setText(next);
        onTextChange?.(next);
        const iso = isoOfDateText(next, language) ?? '';
        if (iso !== value) onChange(iso);
      }}
      onBlur={() => {
        if (isoOfDateText(text, language) !== value && value) setText(dateTextOf(value, language));
      }}
      placeholder={t('common:date_range.date_placeholder')}
      inputMode="numeric"
      data-testid={testId}
    />
  );
}
