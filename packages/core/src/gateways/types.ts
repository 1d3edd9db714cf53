import type { PaymentOrderRow } from '@verba/db';
import type { CardInput, PaymentMethod, PaymentWebhookEvent, SandboxAction } from '@verba/domain';

/** The order as a gateway sees it. */
export type GatewayOrder = Pick<PaymentOrderRow, 'id' | 'publicId' | 'amount' | 'currency' | 'method'>;

/** Who pays: printed on the boleto and sent with the charge. */
export interface GatewayPayer {
  name: string;
  /** CPF or CNPJ digits. */
  document: string;
  address: string;
}

/** What `prepare` returns: how the payer pays, until when, and the gateway's id of the charge. */
export interface PreparedPayment {
  gatewayReference: string | null;
  /** The method's instructions, stored on the order (see PublicPaymentOrder in the domain). */
  instructions: Record<string, unknown>;
  expiresAt: Date;
}

export type CardCharge =
  | {
      outcome: 'authorized' | 'refused';
      /** The gateway's id of the charge. */
      reference: string;
      /** The gateway's token standing for the card; the number and CVV never leave the gateway call. */
      token: string;
      brand: string;
      last4: string;
      expiry: string;
    }
  /** The gateway could not process the card (nothing was charged; the payer may try again). */
  | { outcome: 'error' };

/** The headers and the exact bytes of a webhook request, as received. */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

/**
 * A payment gateway (DESIGN §5). Calls may go over the network, so use cases call them outside
 * database transactions. Settlement (paid, expired, refused, refunded, chargedback) always comes
 * back as a signed webhook, verified by `verifyWebhook`, whatever the method.
 */
export interface PaymentGateway {
  readonly name: string;
  /** The built-in sandbox: the public page shows its controls (pay, expire, refuse). */
  readonly sandbox: boolean;
  /** The methods it can take; creating an order with another answers PAYMENT_METHOD_UNAVAILABLE. */
  readonly methods: readonly PaymentMethod[];
  /**
   * It reports an order's expiry itself (an `expired` webhook at expires_at). Otherwise the
   * platform expires the order at expires_at with a durable job (payment-orders/expire-order.ts).
   */
  readonly expiresOrders: boolean;
  /** Registers the charge and returns how to pay it (Pix BR Code, boleto, PayPal approval, deposit). */
  prepare(input: { order: GatewayOrder; payer: GatewayPayer; now: Date }): Promise<PreparedPayment>;
  /** Tokenises and authorises a card; capture is confirmed later by a `paid` webhook. */
  chargeCard(input: { order: GatewayOrder; card: CardInput; now: Date }): Promise<CardCharge>;
  /** The payer approved the PayPal payment; capture is confirmed later by a `paid` webhook. */
  capturePaypal(input: { order: GatewayOrder; now: Date }): Promise<void>;
  /** Asks the gateway to return the money; it confirms with a `refunded` webhook. */
  requestRefund(input: { order: GatewayOrder; now: Date }): Promise<void>;
  /** The event of a webhook request, or WEBHOOK_SIGNATURE_INVALID / VALIDATION_FAILED. */
  verifyWebhook(input: WebhookRequest & { now: Date }): PaymentWebhookEvent;
  /** Sandbox only: makes the gateway send the event a real payer or bank would cause. */
  simulate?(input: { order: GatewayOrder; action: SandboxAction; now: Date }): Promise<{ eventId: string }>;
}
