import type { AdvertiserRow, companies, InvoiceRow, PaymentOrderRow } from '@verba/db';
import { formatDate, formatMoney } from '@verba/domain';
import { nfseService } from '../nfse/provider';
import type { NfseIssueRequest } from '../nfse/types';

type CompanyRow = typeof companies.$inferSelect;

/** Payment methods as printed on the (Portuguese) invoice document. */
const methodNames: Record<PaymentOrderRow['method'], string> = {
  PIX: 'Pix',
  BOLETO: 'Boleto bancário',
  CREDIT_CARD: 'Cartão de crédito',
  PAYPAL: 'PayPal',
  DEPOSIT: 'Depósito bancário',
};

/**
 * What is sent to the issuer for an invoice: the company as taker (legal name, CPF/CNPJ, address),
 * the service, the amount, and the advertiser and payment it refers to.
 */
export function issueRequestOf({
  invoice,
  order,
  company,
  advertiser,
}: {
  invoice: InvoiceRow;
  order: Pick<PaymentOrderRow, 'publicId' | 'method'>;
  company: Pick<CompanyRow, 'id' | 'legalName' | 'document' | 'documentType' | 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'state' | 'zipcode'>;
  advertiser: Pick<AdvertiserRow, 'name' | 'displayName'>;
}): NfseIssueRequest {
  const paidOn = formatDate(invoice.paidAt, 'pt_BR', { timeZone: 'America/Sao_Paulo' });
  return {
    rps: invoice.id,
    companyId: company.id,
    taker: {
      name: company.legalName,
      document: company.document,
      documentType: company.documentType,
      address: {
        street: company.street,
        number: company.number,
        complement: company.complement,
        neighborhood: company.neighborhood,
        city: company.city,
        state: company.state,
        zipcode: company.zipcode.replace(/\D/g, ''),
      },
    },
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
