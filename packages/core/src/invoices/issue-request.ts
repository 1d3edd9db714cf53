import type { AdvertiserRow, companies, InvoiceRow, PaymentOrderRow } from '@verba/db';
import { documentTypeOf, formatDate, formatMoney } from '@verba/domain';
import { nfseService } from '../nfse/provider';
import type { NfseIssueRequest, NfseParty } from '../nfse/types';

type CompanyRow = typeof companies.$inferSelect;

/** Payment methods as printed on the (Portuguese) invoice document. */
const methodNames: Record<PaymentOrderRow['method'], string> = {
  PIX: 'Pix',
  BOLETO: 'Boleto bancário',
  CREDIT_CARD: 'Cartão de crédito',
  PAYPAL: 'PayPal',
  DEPOSIT: 'Depósito bancário',
};

type TakerCompany = Pick<CompanyRow, 'id' | 'legalName' | 'document' | 'documentType' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'zipcode'>;
type TakerAdvertiser = Pick<
  AdvertiserRow,
  | 'name'
  | 'displayName'
  | 'billingProfile'
  | 'companyTaxId'
  | 'ownerDocument'
  | 'ownerDocumentType'
  | 'ownerName'
  | 'ownerBusinessName'
  | 'street'
  | 'number'
  | 'complement'
  | 'neighborhood'
  | 'city'
  | 'state'
  | 'zipcode'
>;

const addressOf = (a: Pick<CompanyRow, 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'zipcode'>): NfseParty['address'] => ({
  street: a.street,
  number: a.number,
  complement: a.complement,
  neighborhood: a.neighborhood,
  city: a.city,
  state: a.state,
  zipcode: a.zipcode.replace(/\D/g, ''),
});

/**
 * Who the invoice is made out to, by the advertiser's billing profile (spec §3): COMPANY → the
 * company (legal name, CNPJ/CPF, address); ADVERTISER → the advertiser under its company tax id,
 * or else its owner (business name or name, CPF/CNPJ), at the advertiser's address.
 */
export function takerOf(company: TakerCompany, advertiser: TakerAdvertiser): NfseParty {
  if (advertiser.billingProfile === 'COMPANY')
    return { name: company.legalName, document: company.document, documentType: company.documentType, address: addressOf(company) };
  const taxIdType = advertiser.companyTaxId ? documentTypeOf(advertiser.companyTaxId) : undefined;
  if (taxIdType) return { name: advertiser.name, document: advertiser.companyTaxId, documentType: taxIdType, address: addressOf(advertiser) };
  return {
    name: advertiser.ownerBusinessName || advertiser.ownerName,
    document: advertiser.ownerDocument,
    documentType: advertiser.ownerDocumentType,
    address: addressOf(advertiser),
  };
}

/**
 * What is sent to the issuer for an invoice: the taker (see takerOf), the service, the amount,
 * and the advertiser and payment it refers to.
 */
export function issueRequestOf({
  invoice,
  order,
  company,
  advertiser,
}: {
  invoice: InvoiceRow;
  order: Pick<PaymentOrderRow, 'publicId' | 'method'>;
  company: TakerCompany;
  advertiser: TakerAdvertiser;
}): NfseIssueRequest {
  const paidOn = formatDate(invoice.paidAt, 'pt_BR', { timeZone: 'America/Sao_Paulo' });
  return {
    rps: invoice.id,
    companyId: company.id,
    taker: takerOf(company, advertiser),
    serviceDescription: nfseService.description,
    details: [
      `Anunciante: ${advertiser.name}${advertiser.displayName && advertiser.displayName !== advertiser.name ? ` (${advertiser.displayName})` : ''}.`,
      `Crédito pré-pago de mídia: pedido de pagamento ${order.publicId}, ${methodNames[order.method]}, ${formatMoney(invoice.amount, invoice.currency)}, pago em ${paidOn}.`,
    ],
    amount: invoice.amount,
    currency: invoice.currency,
    paidAt: invoice.paidAt,
  };
}
