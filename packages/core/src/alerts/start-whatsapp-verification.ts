import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeBrazilianMobile, whatsappCodeTtlMinutes, whatsappTemplates } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { fail, invalidField } from '../errors';
import { sendWhatsAppTemplate } from './whatsapp-client';

export const hashWhatsAppCode = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * `POST alert-preferences/whatsapp/code`: sends a 6-digit code to the number (template
 * `verba_codigo`), so only a number the user holds is verified. Nothing is opted in yet.
 */
export async function startWhatsAppVerification({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { phone: string };
}): Promise<{ number: string; expires_at: string }> {
  if (deps.config.whatsapp.mode === 'off') throw fail('WHATSAPP_UNAVAILABLE');
  const number = normalizeBrazilianMobile(input.phone);
  if (!number) throw invalidField('phone', 'alerts:whatsapp.invalid_number');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.now();
  const expires = new Date(now.getTime() + whatsappCodeTtlMinutes * 60_000);
  try {
    await sendWhatsAppTemplate({
      config: deps.config,
      message: { to: number, template: whatsappTemplates.code, language: 'pt_BR', parameters: [code] },
    });
  } catch (error) {
    deps.logger.warn({ err: (error as Error).message }, 'WhatsApp verification code not sent');
    throw fail('WHATSAPP_UNAVAILABLE');
  }
  await deps.db.execute(
    sql`INSERT INTO user_alert_settings (user_id, whatsapp_number, whatsapp_code_hash, whatsapp_code_expires_at, updated_at)
        VALUES (${actor.userId}, ${number}, ${hashWhatsAppCode(actor.userId, code)}, ${expires}, ${now})
        ON CONFLICT (user_id) DO UPDATE SET whatsapp_number = excluded.whatsapp_number,
          whatsapp_code_hash = excluded.whatsapp_code_hash, whatsapp_code_expires_at = excluded.whatsapp_code_expires_at,
          whatsapp_verified_at = CASE WHEN user_alert_settings.whatsapp_number = excluded.whatsapp_number THEN user_alert_settings.whatsapp_verified_at END,
          updated_at = excluded.updated_at`,
  );
  return { number, expires_at: expires.toISOString() };
}
