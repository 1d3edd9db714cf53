import { Loader } from '@mantine/core';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';
import { zipcodeMask } from './masks';

/** CEP (00000-000), with a loader while its address is being looked up. */
export function ZipcodeInput({
  searching,
  ...props
}: Omit<MaskedInputProps, 'maskOptions'> & { searching?: boolean }) {
  return (
    <MaskedInput
      maskOptions={zipcodeMask}
      inputMode="numeric"
      autoComplete="postal-code"
      rightSection={searching ? <Loader size={16} /> : undefined}
      {...props}
    />
  );
}
