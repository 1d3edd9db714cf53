import { Loader } from '@mantine/core';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';
import { zipcodeMask } from './masks';
import type { ZipcodeHint } from './zipcode-fill';

/**
 * CEP (00000-000), with a loader while its address is being looked up and the lookup's hint under
 * it (a warning colour when the user must type the address: service unavailable, CEP unknown).
 */
export function ZipcodeInput({
  searching,
  hint,
  ...props
}: Omit<MaskedInputProps, 'maskOptions'> & { searching?: boolean; hint?: ZipcodeHint }) {
  return (
    <MaskedInput
      maskOptions={zipcodeMask}
      inputMode="numeric"
      autoComplete="postal-code"
      rightSection={searching ? <Loader size={16} /> : undefined}
      description={hint?.text}
      descriptionProps={{
        'data-testid': 'zipcode-hint',
        'data-tone': hint?.tone,
        c: hint?.tone === 'warning' ? 'orange.9' : undefined,
        role: 'status',
      }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
    />
  );
}
