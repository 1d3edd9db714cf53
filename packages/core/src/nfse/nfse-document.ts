import type { Currency } from '@verba/domain';
import type { NfseParty } from './types';

/**
 * Everything printed on an issued NFS-e, as the built-in issuer records it (nfse_documents.content)
 * and renders it: the PDF can be produced again from this alone. Amounts are minor-unit strings.
 */
export interface NfseDocumentContent {
  number: string;
  verificationCode: string;
  issuedAt: string;
  rps: string;
  provider: NfseParty & { municipalRegistration: string; municipalityCode: string };
  taker: NfseParty;
  service: {
    description: string;
    details: string[];
    listItem: string;
    municipalCode: string;
    issRateBasisPoints: number;
    issWithheld: boolean;
  };
  amount: string;
  iss: string;
  currency: Currency;
  /** Competência: the month the service was paid, `YYYY-MM`. */
  competence: string;
}
