import type { Currency } from '@verba/domain';

/** A party of the invoice: name, CPF or CNPJ (digits) and address as printed. */
export interface NfseParty {
  name: string;
  document: string;
  documentType: 'CPF' | 'CNPJ';
  address: {
    street: string;
    number: string;
    complement: string;
    neighborhood: string;
    city: string;
    state: string;
    zipcode: string;
  };
}

/** One service invoice to issue, as an NFS-e issuer receives it (the "RPS"). */
export interface NfseIssueRequest {
  /**
   * Stable per invoice (the RPS identifier): an issuer must answer a repeat with the document it
   * already issued, never with a second number (job retries, crashes between issue and storage).
   */
  rps: string;
  /** The taker's company: numbering is per company. */
  companyId: string;
  taker: NfseParty;
  /** What was sold, e.g. "Serviços de intermediação de publicidade digital". */
  serviceDescription: string;
  /** Free text printed under the description (advertiser, order reference…). */
  details: string[];
  /** Minor units, > 0. */
  amount: bigint;
  currency: Currency;
  /** When the service was paid (competência). */
  paidAt: Date;
}

/** Why an issuer refused an invoice; the web translates known reasons. */
export const nfseRejectionReasons = ['taker_document_invalid', 'taker_address_incomplete', 'rejected'] as const;
export type NfseRejectionReason = (typeof nfseRejectionReasons)[number];

export type NfseIssueResult =
  | {
      status: 'issued';
      number: bigint;
      verificationCode: string;
      issuedAt: Date;
      /** The invoice document (DANFSE) as PDF bytes. */
      pdf: Buffer;
    }
  | { status: 'rejected'; reason: NfseRejectionReason };

/**
 * An NFS-e issuer (DESIGN §5): the city hall's web service or a provider's API in production, the
 * built-in issuer by default. `issue` is called outside any database transaction of the caller and
 * may throw on a temporary problem (the durable job retries with the same `rps`).
 */
export interface NfseIssuer {
  readonly name: string;
  issue(request: NfseIssueRequest): Promise<NfseIssueResult>;
}
