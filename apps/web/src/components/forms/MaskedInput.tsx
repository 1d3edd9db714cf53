import { InputBase, type InputBaseProps } from '@mantine/core';
import type { FactoryOpts } from 'imask';
import { IMaskInput } from 'react-imask';

export interface MaskedInputProps extends Omit<InputBaseProps, 'onChange'> {
  /** imask options: a pattern, or a list of patterns picked by how much of the input each accepts. */
  maskOptions: FactoryOpts;
  /** The masked text as shown ("123.456.789-09"); the zod schemas normalise it. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'tel';
  readOnly?: boolean;
  spellCheck?: boolean;
  'data-testid'?: string;
}

/** A Mantine input formatted while typing (react-imask), controlled with the masked value. */
export function MaskedInput({ maskOptions, value, onChange, onBlur, ...props }: MaskedInputProps) {
  return (
    <InputBase
      component={IMaskInput}
      {...maskOptions}
      value={value}
      onAccept={(next: string) => {
        if (next !== value) onChange(next);
      }}
      onBlur={onBlur}
      {...props}
    />
  );
}
