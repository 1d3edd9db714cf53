import type { NfseParty } from './types';

/**
 * The service provider (prestador) printed on every invoice: Verba itself, and the tax fields of
 * the service it sells. ISS is due to the provider's municipality (São Paulo) under item 10.08
 * of the LC 116/2003 list (agency of advertising), at the rate below; it is withheld by nobody.
 */
export const nfseProvider: NfseParty & { municipalRegistration: string; municipalityCode: string } = {
  name: 'Verba Plataforma de Mídia Ltda',
  document: '12345678000195',
  documentType: 'CNPJ',
  municipalRegistration: '1.234.567-8',
  municipalityCode: '3550308',
  address: {
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Conjunto 102',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    zipcode: '01310100',
  },
};

export const nfseService = {
  description: 'Serviços de intermediação de publicidade digital',
  /** LC 116/2003 list item. */
  listItem: '10.08',
  /** São Paulo's service code for advertising agency. */
  municipalCode: '06298',
  /** ISS rate in basis points (2 %). */
  issRateBasisPoints: 200,
  issWithheld: false,
} as const;

/** ISS of an amount in minor units, rounded half up to the centavo. */
export const issOf = (amount: bigint): bigint => (amount * BigInt(nfseService.issRateBasisPoints) + 5_000n) / 10_000n;
