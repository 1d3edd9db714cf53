import type { FactoryOpts } from 'imask';
import { IMask } from 'react-imask';

/** CPF, or CNPJ in the numeric and the alphanumeric format (letters in the first 12 places, July 2026). */
export const documentMask: FactoryOpts = {
  mask: [{ mask: '000.000.000-00' }, { mask: 'XX.XXX.XXX/XXXX-00', definitions: { X: /[0-9A-Z]/ } }],
  prepareChar: (char: string) => char.toUpperCase(),
};

/** Landline and mobile, with an optional +55 country prefix. */
export const phoneMask: FactoryOpts = {
  mask: [{ mask: '(00) 0000-0000' }, { mask: '(00) 00000-0000' }, { mask: '+00 (00) 0000-0000' }, { mask: '+00 (00) 00000-0000' }],
};

export const zipcodeMask: FactoryOpts = { mask: '00000-000' };

/**
 * A stored value as its input shows it (e.g. "01310100" → "01310-100"), so that a form's initial
 * values equal what the masked inputs display and the form does not start dirty.
 */
export function applyMask(value: string | null | undefined, mask: FactoryOpts): string {
  return value ? IMask.pipe(value, mask) : '';
}
