import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@verba/db';
import { renderAlertText, whatsappTemplates, type Language } from '@verba/domain';
import type { Deps } from '../deps';
import { translatorFor } from '../i18n/translate';
import { queueEmail } from '../mail/queue-email';
import { whatsappMaxAttempts } from './jobs';
import { sendWhatsAppTemplate, WhatsAppSendError } from './whatsapp-client';

interface DeliveryRow {
  id: string;
  channel: 'email' | 'whatsapp';
  status: string;
  notification_id: string;
  alert_type: string;
  kind: 'firing' | 'resolved' | 'digest';
  params: Record<string, string | number>;
  link: string | null;
  user_name: string;
  email: string;
  language: Language;
  emails_enabled: boolean;
  is_email_verified: boolean;
  whatsapp_enabled: boolean;
  whatsapp_number: string | null;
  whatsapp_ok: boolean;
}

const load = (db: DbOrTx, id: string) =>
  queryRows<DeliveryRow>(
    db,
    sql`SELECT d.id, d.channel, d.status, d.notification_id, n.alert_type, n.kind, n.params, n.link,
               u.name AS user_name, u.email, u.language, u.emails_enabled, u.is_email_verified, u.whatsapp_enabled,
               s.whatsapp_number,
               (s.whatsapp_verified_at IS NOT NULL AND s.whatsapp_opted_in_at IS NOT NULL AND s.whatsapp_opted_out_at IS NULL) AS whatsapp_ok
          FROM notification_deliveries d
          JOIN notifications n ON n.id = d.notification_id
          JOIN users u ON u.id = d.user_id
          LEFT JOIN user_alert_settings s ON s.user_id = d.user_id
         WHERE d.id = ${id}`,
  );

const setStatus = (db: DbOrTx, id: string, status: string, now: Date, extra: { providerId?: string; error?: string; attempts?: number } = {}) =>
  db.execute(
    sql`UPDATE notification_deliveries SET status = ${status}, updated_at = ${now},
          provider_message_id = coalesce(${extra.providerId ?? null}, provider_message_id),
          last_error = ${extra.error ?? null}, attempts = coalesce(${extra.attempts ?? null}, attempts)
        WHERE id = ${id}`,
  );

/**
 * Job `alerts.deliver`: one e-mail (queued to the outbox, sent by `email.send`) or one WhatsApp
 * template message of a notification. A WhatsApp failure that may pass (5xx, 429, network) throws
 * so the worker retries with backoff; after the last attempt, or at once for a refusal, the notice
 * falls back to e-mail (unless an e-mail of it already went, or e-mails are off). A number opted
 * out or a toggle switched off meanwhile sends nothing.
 */
export async function deliverNotification({
  deps,
  payload,
  attempt,
}: {
  deps: Deps;
  payload: Record<string, unknown>;
  attempt: number;
}): Promise<void> {
  const id = String(payload.deliveryId);
  const now = deps.now();
  const [d] = await load(deps.db, id);
  if (!d || d.status !== 'pending') return;
  if (d.channel === 'email') {
    if (!d.emails_enabled || !d.is_email_verified) return void (await setStatus(deps.db, id, 'skipped', now));
    await deps.db.transaction(async (tx) => {
      await queueAlertEmail(deps, tx, d);
      await setStatus(tx, id, 'sent', now, { attempts: attempt });
    });
    return;
  }
  if (deps.config.whatsapp.mode === 'off' || !d.whatsapp_enabled || !d.whatsapp_ok || !d.whatsapp_number)
    return void (await setStatus(deps.db, id, 'skipped', now));
  const t = translatorFor('pt_BR');
  const text = renderAlertText(t, d.alert_type, d.kind, d.params);
  const link = `${deps.config.appUrl}${d.link ?? '/'}`;
  try {
    const messageId = await sendWhatsAppTemplate({
      config: deps.config,
      message:
        d.kind === 'digest'
          ? { to: d.whatsapp_number, template: whatsappTemplates.digest, language: 'pt_BR', parameters: [String(d.params.count), link] }
          : { to: d.whatsapp_number, template: whatsappTemplates.alert, language: 'pt_BR', parameters: [text.title, text.body, link] },
    });
    await setStatus(deps.db, id, 'sent', now, { providerId: messageId, attempts: attempt });
  } catch (error) {
    const e = error instanceof WhatsAppSendError ? error : new WhatsAppSendError(String(error), 0, null, true);
    if (e.retryable && attempt < whatsappMaxAttempts) {
      await setStatus(deps.db, id, 'pending', now, { error: e.message, attempts: attempt });
      throw e;
    }
    await fallBackToEmail(deps, id, e.message, attempt);
  }
}

/** Marks the WhatsApp delivery fell_back and sends the notice by e-mail instead (once). */
export async function fallBackToEmail(deps: Deps, deliveryId: string, reason: string, attempts?: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [d] = await load(tx, deliveryId);
    if (!d) return;
    await setStatus(tx, deliveryId, 'fell_back', now, { error: reason, ...(attempts !== undefined && { attempts }) });
    if (!d.emails_enabled || !d.is_email_verified) return;
    const [inserted] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO notification_deliveries (notification_id, user_id, channel, status, attempts)
          SELECT notification_id, user_id, 'email', 'sent', 1 FROM notification_deliveries WHERE id = ${deliveryId}
          ON CONFLICT (notification_id, channel) DO NOTHING RETURNING id`,
    );
    if (inserted) await queueAlertEmail(deps, tx, d);
  });
  deps.logger.warn({ deliveryId, reason }, 'WhatsApp notice fell back to e-mail');
}

async function queueAlertEmail(deps: Deps, tx: DbOrTx, d: DeliveryRow) {
  await queueEmail({
    db: tx,
    to: d.email,
    template: 'alert',
    language: d.language,
    params: { name: d.user_name, alert_type: d.alert_type, kind: d.kind, params: d.params, url: `${deps.config.appUrl}${d.link ?? '/'}` },
  });
}
