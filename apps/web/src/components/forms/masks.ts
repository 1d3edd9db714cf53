import type { FactoryOpts, MaskedDynamic } from 'imask';
import { IMask } from 'react-imask';

/** CPF, or CNPJ in the numeric and the alphanumeric format (letters in the first 12 places, July 2026). */
export const documentMask: FactoryOpts = {
  mask: [{ mask: '000.000.000-00' }, { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Z]/ } }],
  prepareChar: (char: string) => char.toUpperCase(),
};

/**
 * Landline and mobile, with a country prefix when the number starts with "+". The pattern follows
 * the "+" and the digit count, so extra digits typed into a full local number are refused instead
 * of turning it into an international one.
 */
export const phoneMask: FactoryOpts = {
  mask: [
    { mask: '(00) 0000-0000' },
    { mask: '(00) 00000-0000' },
    { mask: '+00 (00) 0000-0000' },
    { mask: '+00 (00) 00000-0000' },
  ],
  dispatch: (appended: string, dynamic: MaskedDynamic) => {
    const raw = `${dynamic.value}${appended}`.trim();
    const digits = raw.replace(/\D/g, '').length;
    const [landline, mobile, intlLandline, intlMobile] = dynamic.compiledMasks;
    return raw.startsWith('+') ? (digits > 12 ? intlMobile : intlLandline) : digits > 10 ? mobile : landline;
  },
};

export const zipcodeMask: FactoryOpts = { mask: '00000-000' };

/**
 * A stored value as its input shows it (e.g. "01310100" → "01310-100"), so that a form's initial
 * values equal what the masked inputs display and the form does not start dirty.
 */
export function applyMask(value: string | null | undefined, mask: FactoryOpts): string {
  return value ? IMask.pipe(value, mask) : '';
}
