import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useZipcodeLookup, type ZipcodeAddress } from '../../hooks/api/addresses';
import { isBrazilianState } from './brazilian-states';
import { zipcodeHint } from './zipcode-fill';

export type ZipcodePart = 'street' | 'neighborhood' | 'city' | 'state';

/**
 * The CEP lookup of an address form (company, advertiser), the same everywhere: only a CEP the
 * user typed is looked up (the saved address is never overwritten on load); a found address
 * replaces the fields, while a CEP the service does not know or could not look up fills only the
 * state and leaves what the user typed. Nothing is locked while it looks: every field stays typable.
 */
export function useZipcodeAutofill({
  zipcode,
  enabled,
  fill,
  focus,
}: {
  zipcode: string;
  /** False until the user types a CEP (and abroad, where there is no CEP). */
  enabled: boolean;
  fill: (part: ZipcodePart, value: string) => void;
  focus: (part: 'street' | 'number') => void;
}) {
  const { t, i18n } = useTranslation();
  const lookup = useZipcodeLookup(enabled ? zipcode : '');
  const digits = zipcode.replace(/\D/g, '');
  const filledFor = useRef(digits);
  const [answer, setAnswer] = useState<ZipcodeAddress>();
  const handlers = useRef({ fill, focus });
  handlers.current = { fill, focus };

  useEffect(() => {
    const found = lookup.data;
    if (!found || lookup.isPlaceholderData || filledFor.current === digits) return;
    if (found.zipcode.replace(/\D/g, '') !== digits) return;
    filledFor.current = digits;
    const { fill: set, focus: moveTo } = handlers.current;
    if (found.result === 'found') {
      // A new CEP replaces the address of the old one; what the provider does not know is left to type.
      set('street', found.street);
      set('neighborhood', found.neighborhood);
      set('city', found.city);
    }
    if (isBrazilianState(found.state)) set('state', found.state);
    setAnswer(found);
    moveTo(found.result === 'found' && found.street && found.city ? 'number' : 'street');
  }, [lookup.data, lookup.isPlaceholderData, digits]);

  const settled = enabled && digits.length === 8 && !lookup.isFetching;
  const hint = zipcodeHint(
    {
      searching: lookup.isFetching,
      failed: settled && lookup.isError,
      answer: settled && answer && filledFor.current === digits && answer.zipcode === digits ? answer : undefined,
    },
    t,
    i18n.language,
  );
  return { searching: lookup.isFetching, hint };
}
