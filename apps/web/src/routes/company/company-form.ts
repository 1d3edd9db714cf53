import type { Company } from '../../hooks/api/company';
import { applyMask, phoneMask, zipcodeMask } from '../../components/forms/masks';

/**
 * The company form as typed: masked texts, and '' for a state not chosen yet. The CPF/CNPJ is not
 * part of it: it changes only through a request platform staff review.
 */
export interface CompanyValues {
  legal_name: string;
  trade_name: string;
  phone: string;
  address: {
    zipcode: string;
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
  };
}

export const companyFields = [
  'legal_name',
  'trade_name',
  'phone',
  'address.zipcode',
  'address.street',
  'address.number',
  'address.complement',
  'address.neighborhood',
  'address.city',
  'address.state',
] as const;

export function companyValues(company: Company): CompanyValues {
  const address = company.address ?? {};
  return {
    legal_name: company.legal_name,
    trade_name: company.trade_name ?? '',
    phone: applyMask(company.phone, phoneMask),
    address: {
      zipcode: applyMask(address.zipcode, zipcodeMask),
      street: address.street ?? '',
      number: address.number ?? '',
      complement: address.complement ?? '',
      neighborhood: address.neighborhood ?? '',
      city: address.city ?? '',
      state: address.state ?? '',
    },
  };
}

/**
 * Input props for the form's mode: editable fields show whether they are required; read-only
 * ones (roles that cannot edit the company) look filled and carry no required marks.
 */
export const fieldMode = (readOnly: boolean) => (required: boolean) =>
  readOnly ? { readOnly: true, variant: 'filled' as const } : { required };
