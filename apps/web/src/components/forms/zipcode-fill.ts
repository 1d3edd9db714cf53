import type { TFunction } from 'i18next';
import type { ZipcodeAddress } from '../../hooks/api/addresses';
import { isBrazilianState } from './brazilian-states';

type FilledPart = 'street' | 'neighborhood' | 'city' | 'state';
export type AddressPart = FilledPart | 'number';

const parts: FilledPart[] = ['street', 'neighborhood', 'city', 'state'];

/** What a CEP lookup filled in, and what the user still has to type (the number always). */
export function zipcodeFill(found: Pick<ZipcodeAddress, FilledPart>): {
  filled: FilledPart[];
  missing: AddressPart[];
} {
  const has = (part: FilledPart) =>
    part === 'state' ? isBrazilianState(found.state) : found[part].trim() !== '';
  return { filled: parts.filter(has), missing: [...parts.filter((p) => !has(p)), 'number'] };
}

const labelKeys: Record<AddressPart, string> = {
  street: 'company:address.street',
  neighborhood: 'company:address.neighborhood',
  city: 'company:address.city',
  state: 'company:address.state',
  number: 'company:address.number',
};

/** The hint under the CEP after a lookup, the same in every address form: what was filled, what is missing. */
export function zipcodeFilledHint(
  found: Pick<ZipcodeAddress, FilledPart>,
  t: TFunction,
  language: string,
): string {
  const { filled, missing } = zipcodeFill(found);
  if (missing.length === 1) return t('company:address.zipcode_found');
  if (filled.length === 0) return t('company:address.zipcode_empty');
  const list = (items: AddressPart[]) =>
    new Intl.ListFormat(language, { type: 'conjunction' }).format(
      items.map((p) => t(labelKeys[p]).toLocaleLowerCase(language)),
    );
  return t('company:address.zipcode_partial', { filled: list(filled), missing: list(missing) });
}

/** The hint under the CEP and how it reads: `info` (searching, filled), `warning` (the user must type). */
export interface ZipcodeHint {
  text: string;
  tone: 'info' | 'warning';
}

/**
 * The hint for where a lookup stands: searching; the API could not be reached (`failed`); the CEP
 * service was unavailable or does not know the CEP (only the state was filled: say so, so the user
 * types the rest); or what the address filled in.
 */
export function zipcodeHint(
  lookup: { searching: boolean; failed: boolean; answer: ZipcodeAddress | undefined },
  t: TFunction,
  language: string,
): ZipcodeHint | undefined {
  if (lookup.searching) return { text: t('company:address.zipcode_searching'), tone: 'info' };
  if (lookup.failed) return { text: t('company:address.zipcode_error'), tone: 'warning' };
  const answer = lookup.answer;
  if (!answer) return undefined;
  if (answer.result === 'unavailable')
    return { text: t('company:address.zipcode_unavailable'), tone: 'warning' };
  if (answer.result === 'not_found') return { text: t('company:address.zipcode_not_found'), tone: 'warning' };
  return { text: zipcodeFilledHint(answer, t, language), tone: 'info' };
}
