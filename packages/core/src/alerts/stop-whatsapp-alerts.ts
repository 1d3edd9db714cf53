import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { translatorFor } from '../i18n/translate';
import { getAlertPreferences } from './get-alert-preferences';

/** `DELETE alert-preferences/whatsapp`: the opt-out from the app, recorded like a "SAIR" reply. */
export async function stopWhatsAppAlerts({ deps, actor }: { deps: Deps; actor: Actor }) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const rows = await queryRows<{ whatsapp_number: string }>(
      tx,
      sql`UPDATE user_alert_settings SET whatsapp_opted_out_at = ${now}, updated_at = ${now}
           WHERE user_id = ${actor.userId} AND whatsapp_opted_out_at IS NULL AND whatsapp_number IS NOT NULL RETURNING whatsapp_number`,
    );
    if (!rows[0]) return;
    await tx.execute(
      sql`INSERT INTO whatsapp_consents (user_id, phone, action, wording, source, created_at)
          VALUES (${actor.userId}, ${rows[0].whatsapp_number}, 'opt_out', ${translatorFor(actor.language)('alerts:whatsapp.stop')}, 'settings', ${now})`,
    );
    await recordAudit({ db: tx, actor, action: 'user.whatsapp_opted_out', targetType: 'user', targetId: actor.userId });
  });
  return getAlertPreferences({ deps, actor });
}
