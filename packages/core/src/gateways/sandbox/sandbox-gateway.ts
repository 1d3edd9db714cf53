import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import {
  addBusinessDays,
  boletoFreeField,
  buildBoleto,
  buildPixBrCode,
  pixLocationUrl,
  cardLast4,
  detectCardBrand,
  formatDigitableLine,
  paymentMethodsOf,
  paymentWebhookEventSchema,
  saoPauloDateOf,
  sandboxCardOutcome,
  type PaymentEventType,
} from '@verba/domain';
import type { Deps } from '../../deps';
import { fail } from '../../errors';
import { depositInstructions, endOfSaoPauloDay, sandboxReceivingAccount } from '../deposit-instructions';
import type { CardCharge, GatewayOrder, PaymentGateway, PreparedPayment } from '../types';
import { webhookSignatureHeader, webhookTimestampHeader, verifyWebhookSignature } from '../webhook-signature';
import { sandboxBank, sandboxBeneficiary, sandboxChargebackDelayMs, sandboxExpiry } from './sandbox-bank';
import { scheduleSandboxEvent } from './sandbox-events';

const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A Pix charge txid: 32 random characters of [A-Za-z0-9] (a `cob` takes 26 to 35). */
function newTxid(): string {
  return Array.from(randomBytes(32), (b) => alphanumerics[b % alphanumerics.length]).join('');
}

/** A charge location id: 128 random bits as 32 hex digits. */
const newLocationId = () => randomBytes(16).toString('hex');

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * The built-in sandbox gateway (DESIGN §5): real formats (dynamic Pix: a BR Code whose location
 * this app serves as a signed JWS; FEBRABAN boleto due 3 business days ahead, card checks with the documented test cards), and
 * settlement by signed webhook. Its webhooks are durable jobs (payments.sandbox-webhook) that
 * sign the event with SANDBOX_WEBHOOK_SECRET and hand the signed request to the same use case
 * as POST /api/v1/webhooks/sandbox (receiveGatewayWebhook), so they pass the same verification.
 */
export function createSandboxGateway(deps: Pick<Deps, 'db' | 'config'>): PaymentGateway {
  const schedule = (order: GatewayOrder, type: PaymentEventType, at: Date, cause: string) =>
    scheduleSandboxEvent({ db: deps.db, orderPublicId: order.publicId, type, at, cause });

  async function prepare({
    order,
    payer,
    now,
  }: Parameters<PaymentGateway['prepare']>[0]): Promise<PreparedPayment> {
    const prepared = await instructionsFor(order, payer, now);
    await schedule(order, 'expired', prepared.expiresAt, 'expiry');
    return prepared;
  }

  async function instructionsFor(
    order: GatewayOrder,
    payer: Parameters<PaymentGateway['prepare']>[0]['payer'],
    now: Date,
  ): Promise<PreparedPayment> {
    switch (order.method) {
      case 'PIX': {
        // A dynamic charge: the BR Code holds only the location; amount, txid and expiry are in
        // the signed payload the location serves (read-pix-charge.ts).
        const txid = newTxid();
        const locationId = newLocationId();
        const expiresAt = new Date(now.getTime() + sandboxExpiry.pixMs);
        const payload = buildPixBrCode({
          url: pixLocationUrl(deps.config.appUrl, locationId),
          merchantName: sandboxBeneficiary.pixName,
          merchantCity: sandboxBeneficiary.pixCity,
        });
        return {
          gatewayReference: txid,
          expiresAt,
          instructions: {
            payload,
            txid,
            location_id: locationId,
            created_at: now.toISOString(),
            expires_at: expiresAt.toISOString(),
          },
        };
      }
      case 'BOLETO': {
        const [row] = await queryRows<{ n: string }>(
          deps.db,
          sql`SELECT nextval('payment_boleto_number_seq')::text AS n`,
        );
        const nossoNumero = row!.n.padStart(11, '0');
        const dueDate = addBusinessDays(saoPauloDateOf(now), sandboxExpiry.boletoBusinessDays);
        const boleto = buildBoleto({
          bankCode: sandboxBank.code,
          dueDate,
          amount: order.amount,
          freeField: boletoFreeField({
            agency: sandboxBank.agency,
            carteira: sandboxBank.carteira,
            nossoNumero,
            account: sandboxBank.account,
          }),
        });
        return {
          gatewayReference: nossoNumero,
          expiresAt: endOfSaoPauloDay(dueDate),
          instructions: {
            barcode: boleto.barcode,
            digitable_line: boleto.digitableLine,
            formatted_digitable_line: formatDigitableLine(boleto.digitableLine),
            due_date: dueDate,
            issued_on: saoPauloDateOf(now),
            bank_code: sandboxBank.code,
            nosso_numero: nossoNumero,
            payer_name: payer.name,
            payer_document: payer.document,
            payer_address: payer.address,
          },
        };
      }
      case 'PAYPAL': {
        const expiresAt = new Date(now.getTime() + sandboxExpiry.paypalMs);
        return {
          gatewayReference: newId('pp_sbx'),
          expiresAt,
          instructions: {
            approval_url: `${deps.config.appUrl}/orders/${order.publicId}/payment?paypal=approve`,
            approved: false,
          },
        };
      }
      case 'DEPOSIT':
        return depositInstructions(order, now, sandboxReceivingAccount);
      case 'CREDIT_CARD':
        return {
          gatewayReference: null,
          expiresAt: new Date(now.getTime() + sandboxExpiry.cardMs),
          instructions: {},
        };
    }
  }

  async function chargeCard({
    order,
    card,
    now,
  }: Parameters<PaymentGateway['chargeCard']>[0]): Promise<CardCharge> {
    const outcome = sandboxCardOutcome(card.number);
    if (outcome === 'ERROR') return { outcome: 'error' };
    const charge = {
      reference: newId('ch_sbx'),
      token: newId('tok_sbx'),
      brand: detectCardBrand(card.number) ?? 'UNKNOWN',
      last4: cardLast4(card.number),
      expiry: card.expiry,
    };
    if (outcome === 'REFUSE') return { outcome: 'refused', ...charge };
    await schedule(order, 'paid', now, 'card');
    if (outcome === 'CHARGEBACK')
      await schedule(order, 'chargedback', new Date(now.getTime() + sandboxChargebackDelayMs), 'card');
    return { outcome: 'authorized', ...charge };
  }

  return {
    name: 'sandbox',
    sandbox: true,
    methods: paymentMethodsOf.sandbox,
    expiresOrders: true,
    prepare,
    chargeCard,
    async capturePaypal({ order, now }) {
      await schedule(order, 'paid', now, 'paypal');
    },
    async requestRefund({ order, now }) {
      await schedule(order, 'refunded', now, 'refund');
    },
    verifyWebhook({ headers, rawBody, now }) {
      const secret = deps.config.sandboxWebhookSecret;
      if (!secret) throw fail('WEBHOOK_SIGNATURE_INVALID', undefined, { problem: 'no secret' });
      const check = verifyWebhookSignature({
        secret,
        timestamp: header(headers, webhookTimestampHeader),
        signature: header(headers, webhookSignatureHeader),
        rawBody,
        now,
      });
      if (!check.ok) throw fail('WEBHOOK_SIGNATURE_INVALID', undefined, { problem: check.problem });
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw fail('VALIDATION_FAILED');
      }
      const parsed = paymentWebhookEventSchema.safeParse(json);
      if (!parsed.success) throw fail('VALIDATION_FAILED');
      return parsed.data;
    },
    async simulate({ order, action, now }) {
      const type = ({ pay: 'paid', expire: 'expired', refuse: 'refused' } as const)[action];
      const event = await schedule(order, type, now, 'control');
      return { eventId: event.event_id };
    },
  };
}
