import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';

/** For tests: a valid `POST advertisers` body (fresh CNPJ and CPF each call) with `overrides` on top. */
export const advertiserBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Padaria Pão Quente Comércio de Alimentos',
  display_name: 'Pão Quente',
  website: 'paoquente.com.br',
  currency: 'BRL',
  country: 'BR',
  address: {
    zipcode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 12',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  billing_profile: 'ADVERTISER',
  company_tax_id: generateCnpj(),
  owner_document: generateCpf(),
  owner_name: 'Maria Souza',
  ...overrides,
});
