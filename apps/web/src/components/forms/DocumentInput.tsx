import { documentTypeOf, normalizeDocument } from '@verba/domain';
import { IconCircleCheckFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MaskedInput, type MaskedInputProps } from './MaskedInput';
import { documentMask } from './masks';

/**
 * CPF or CNPJ (numeric or alphanumeric) with a live check: a valid document is confirmed as
 * typed, below the field; a complete CNPJ with wrong check digits is flagged at once.
 */
export function DocumentInput(props: Omit<MaskedInputProps, 'maskOptions'>) {
  const { t } = useTranslation();
  const normalized = normalizeDocument(props.value);
  const type = documentTypeOf(normalized);
  const completeButInvalid = !type && normalized.length === 14;
  const valid =
    type === 'CPF'
      ? t('company:identification.valid_cpf')
      : type === 'CNPJ'
        ? t('company:identification.valid_cnpj')
        : undefined;
  return (
    <MaskedInput
      maskOptions={documentMask}
      inputMode="text"
      autoComplete="off"
      spellCheck={false}
      // "CNPJ válido" (and any hint) below the field, in every form.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      {...props}
      error={props.error ?? (completeButInvalid ? t('validation:document') : undefined)}
      description={valid ?? props.description}
      rightSection={
        type ? <IconCircleCheckFilled size={18} color="var(--mantine-color-teal-6)" aria-hidden /> : undefined
      }
      styles={type ? { description: { color: 'var(--mantine-color-teal-7)' } } : undefined}
    />
  );
}
