import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { isOptOutReply } from '@verba/domain';
import type { Deps } from '../deps';
import { fail } from '../errors';
import { fallBackToEmail } from './deliver-notification';
import { whatsappAppSecret } from './whatsapp-config';

/** The header Meta signs webhooks with: `sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export const whatsappSignatureHeader = 'x-hub-signature-256';

export function whatsappSignature(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/**
 * Webhook payload (WhatsApp Cloud API, field `messages`), as documented by Meta and summarised in
 * InstruktAI/TeleClaude docs/third-party/whatsapp/webhooks.md:
 * `{ object: "whatsapp_business_account", entry: [{ id, changes: [{ field: "messages", value: {
 *    messaging_product, metadata: { display_phone_number, phone_number_id },
 *    contacts?: [{ profile: { name }, wa_id }],
 *    messages?: [{ from, id, timestamp, type: "text", text: { body } }],
 *    statuses?: [{ id: "wamid…", status: "sent"|"delivered"|"read"|"failed", timestamp, recipient_id, errors?: [{ code, title }] }] } }] }] }`
 */
interface WebhookBody {
  object?: string;
  entry?: {
    changes?: {
      field?: string;
      value?: {
        messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
        statuses?: { id?: string; status?: string; errors?: { code?: number; title?: string }[] }[];
      };
    }[];
  }[];
}

export interface WebhookOutcome {
  opted_out: number;
  statuses: number;
}

/**
 * `POST webhooks/whatsapp`: verifies X-Hub-Signature-256 over the exact bytes received (refused
 * otherwise, nothing read), then applies replies — "SAIR" (or PARAR, STOP) opts the number out,
 * recorded with its time and wording — and delivery statuses (a `failed` one falls back to e-mail).
 */
export async function receiveWhatsAppWebhook({
  deps,
  rawBody,
  signature,
}: {
  deps: Deps;
  rawBody: string;
  signature: string | undefined;
}): Promise<WebhookOutcome> {
  const secret = whatsappAppSecret(deps.config);
  if (!secret || !signature) throw fail('WEBHOOK_SIGNATURE_INVALID');
  const expected = Buffer.from(whatsappSignature(secret, rawBody));
  const given = Buffer.from(signature.trim());
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw fail('WEBHOOK_SIGNATURE_INVALID');
  let body: WebhookBody;
  try {
    body = JSON.parse(rawBody) as WebhookBody;
  } catch {
    throw fail('VALIDATION_FAILED');
  }
  const now = deps.now();
  const outcome: WebhookOutcome = { opted_out: 0, statuses: 0 };
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      const value = change.value ?? {};
      for (const message of value.messages ?? []) {
        const text = message.text?.body ?? message.button?.text ?? '';
        if (!message.from || !isOptOutReply(text)) continue;
        const rows = await queryRows<{ user_id: string }>(
          deps.db,
          sql`UPDATE user_alert_settings SET whatsapp_opted_out_at = ${now}, updated_at = ${now}
               WHERE whatsapp_number = ${message.from} AND whatsapp_opted_out_at IS NULL RETURNING user_id`,
        );
        for (const r of rows)
          await deps.db.execute(
            sql`INSERT INTO whatsapp_consents (user_id, phone, action, wording, source, created_at)
                VALUES (${r.user_id}, ${message.from}, 'opt_out', ${text.slice(0, 500)}, 'whatsapp_reply', ${now})`,
          );
        outcome.opted_out += rows.length;
      }
      for (const status of value.statuses ?? []) {
        if (!status.id || !['sent', 'delivered', 'read', 'failed'].includes(status.status ?? '')) continue;
        const [row] = await queryRows<{ id: string }>(
          deps.db,
          sql`UPDATE notification_deliveries SET status = ${status.status === 'failed' ? 'failed' : status.status}, updated_at = ${now}
               WHERE provider_message_id = ${status.id} AND channel = 'whatsapp' AND status IN ('sent', 'delivered') RETURNING id`,
        );
        if (!row) continue;
        outcome.statuses += 1;
        if (status.status === 'failed') {
          const error = status.errors?.[0];
          await fallBackToEmail(deps, row.id, `status failed${error ? `: ${error.code ?? ''} ${error.title ?? ''}` : ''}`.trim());
        }
      }
    }
  }
  return outcome;
}

/** `GET webhooks/whatsapp`: Meta's subscription check — answer hub.challenge when the verify token matches. */
export function verifyWhatsAppSubscription({
  deps,
  mode,
  token,
  challenge,
}: {
  deps: Deps;
  mode: string | undefined;
  token: string | undefined;
  challenge: string | undefined;
}): string {
  const expected = deps.config.whatsapp.verifyToken;
  if (mode !== 'subscribe' || !expected || !token || !challenge) throw fail('FORBIDDEN');
  const a = Buffer.from(token);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw fail('FORBIDDEN');
  return challenge;
}
