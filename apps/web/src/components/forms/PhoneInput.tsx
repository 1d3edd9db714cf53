import { MaskedInput, type MaskedInputProps } from './MaskedInput';
import { phoneMask } from './masks';

/** Brazilian landline or mobile number, optionally with the +55 prefix. */
export function PhoneInput(props: Omit<MaskedInputProps, 'maskOptions'>) {
  return <MaskedInput maskOptions={phoneMask} inputMode="tel" autoComplete="tel" {...props} />;
}
