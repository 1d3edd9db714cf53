import type { PaymentOrderRow } from '@verba/db';
import {
  paymentOrderCode,
  type BoletoInstructions,
  type DepositInstructions,
  type PaymentOrderView,
  type PaypalInstructions,
  type PixInstructions,
  type PublicPaymentOrder,
} from '@verba/domain';
import type { Config } from '../config';

const iso = (date: Date | null) => date?.toISOString() ?? null;
const pick = <T>(row: PaymentOrderRow, method: PaymentOrderRow['method']) =>
  row.method === method ? (row.instructions as unknown as T) : null;

/** Whether the order's page offers the sandbox's controls: a sandbox order, in sandbox mode only. */
export const offersSandboxControls = (
  row: Pick<PaymentOrderRow, 'gateway'>,
  config: Pick<Config, 'paymentsMode'>,
) => row.gateway === 'sandbox' && config.paymentsMode === 'sandbox';

/** What the public payment page shows: amount, method, how to pay, status, and the advertiser's display name only. */
export function toPublicPaymentOrder(
  row: PaymentOrderRow,
  advertiserDisplayName: string,
  options: { sandbox: boolean },
): PublicPaymentOrder {
  const pix = pick<PixInstructions>(row, 'PIX');
  const boleto = pick<BoletoInstructions & Record<string, unknown>>(row, 'BOLETO');
  return {
    public_id: row.publicId,
    code: paymentOrderCode(row.number),
    advertiser_display_name: advertiserDisplayName,
    amount: row.amount.toString(),
    currency: row.currency,
    method: row.method,
    status: row.status,
    expires_at: iso(row.expiresAt),
    paid_at: iso(row.paidAt),
    created_at: row.createdAt.toISOString(),
    sandbox: options.sandbox,
    pix: pix && { payload: pix.payload, txid: pix.txid, expires_at: pix.expires_at },
    boleto: boleto && {
      barcode: boleto.barcode,
      digitable_line: boleto.digitable_line,
      formatted_digitable_line: boleto.formatted_digitable_line,
      due_date: boleto.due_date,
      bank_code: boleto.bank_code,
    },
    card: row.cardLast4
      ? { brand: row.cardBrand ?? '', last4: row.cardLast4, expiry: row.cardExpiry ?? '' }
      : null,
    paypal: pick<PaypalInstructions>(row, 'PAYPAL'),
    deposit: pick<DepositInstructions>(row, 'DEPOSIT'),
  };
}

/** The company's view (finance screens): the public view plus ids, gateway and the page's URL. */
export function toPaymentOrderView(
  row: PaymentOrderRow,
  advertiserDisplayName: string,
  config: Pick<Config, 'appUrl' | 'paymentsMode'>,
): PaymentOrderView {
  return {
    ...toPublicPaymentOrder(row, advertiserDisplayName, { sandbox: offersSandboxControls(row, config) }),
    id: row.id,
    advertiser_id: row.advertiserId,
    company_id: row.companyId,
    payment_url: `${config.appUrl}/orders/${row.publicId}/payment`,
    gateway: row.gateway,
    refunded_at: iso(row.refundedAt),
    chargedback_at: iso(row.chargedbackAt),
    updated_at: row.updatedAt.toISOString(),
  };
}
