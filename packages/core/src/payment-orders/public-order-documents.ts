import { formatDocument, nossoNumeroCheckDigit, type BoletoInstructions } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { sandboxBank, sandboxBeneficiary } from '../gateways/sandbox/sandbox-bank';
import { boletoPdf } from '../payments/documents/boleto-pdf';
import { pixQrCodePng } from '../payments/documents/pix-qr-code';
import { findPaymentOrderByPublicId } from './find-payment-order';

interface StoredBoleto extends BoletoInstructions {
  issued_on: string;
  nosso_numero: string;
  payer_name: string;
  payer_document: string;
  payer_address: string;
}

/** GET public/orders/:publicId/pix.png — the QR code of the order's Pix BR Code. */
export async function publicOrderPixPng({ deps, publicId }: { deps: Deps; publicId: string }): Promise<Buffer> {
  const { order } = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  if (order.method !== 'PIX') throw fail('NOT_FOUND');
  return pixQrCodePng((order.instructions as { payload: string }).payload);
}

/** GET public/orders/:publicId/boleto.pdf — the printable boleto (FEBRABAN layout). */
export async function publicOrderBoletoPdf({ deps, publicId }: { deps: Deps; publicId: string }): Promise<{ pdf: Buffer; filename: string }> {
  const { order } = await findPaymentOrderByPublicId({ db: deps.db, publicId });
  if (order.method !== 'BOLETO') throw fail('NOT_FOUND');
  const boleto = order.instructions as unknown as StoredBoleto;
  const documentNumber = order.publicId.slice(0, 8).toUpperCase();
  const pdf = await boletoPdf({
    bank: { code: sandboxBank.code, name: sandboxBank.name },
    barcode: boleto.barcode,
    beneficiary: { name: sandboxBeneficiary.name, document: formatDocument(sandboxBeneficiary.document), address: sandboxBeneficiary.address },
    payer: { name: boleto.payer_name, document: formatDocument(boleto.payer_document), address: boleto.payer_address },
    amount: order.amount,
    dueDate: boleto.due_date,
    issuedOn: boleto.issued_on,
    documentNumber,
    ourNumber: `${sandboxBank.carteira}/${boleto.nosso_numero}-${nossoNumeroCheckDigit(sandboxBank.carteira, boleto.nosso_numero)}`,
    agencyAccount: `${sandboxBank.agency}-${sandboxBank.agencyDigit} / ${sandboxBank.account}-${sandboxBank.accountDigit}`,
    carteira: sandboxBank.carteira,
    instructions: [`Pedido de crédito ${documentNumber} na plataforma Verba.`, 'Não receber após o vencimento.'],
  });
  return { pdf, filename: `boleto-${documentNumber}.pdf` };
}
