import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { userAlertSettings } from '@verba/db';
import type { Actor, Deps } from '../deps';
import { recordAudit } from '../audit/record-audit';
import { invalidateActorCache } from '../auth/actor-cache';
import { fail } from '../errors';
import { translatorFor } from '../i18n/translate';
import { getAlertPreferences } from './get-alert-preferences';
import { hashWhatsAppCode } from './start-whatsapp-verification';

/**
 * `POST alert-preferences/whatsapp/confirm`: the code proves the number; confirming is the
 * opt-in, recorded with its time and the exact wording the user accepted (in their language), and
 * it turns the settings' WhatsApp toggle on.
 */
export async function confirmWhatsAppNumber({ deps, actor, input }: { deps: Deps; actor: Actor; input: { code: string } }) {
  const now = deps.now();
  const wording = translatorFor(actor.language)('alerts:whatsapp.opt_in_wording');
  await deps.db.transaction(async (tx) => {
    const [s] = await tx.select().from(userAlertSettings).where(eq(userAlertSettings.userId, actor.userId)).for('update');
    if (!s?.whatsappCodeHash || !s.whatsappNumber) throw fail('CODE_INVALID');
    if (!s.whatsappCodeExpiresAt || s.whatsappCodeExpiresAt <= now) throw fail('CODE_EXPIRED');
    const given = Buffer.from(hashWhatsAppCode(actor.userId, input.code.trim()));
    if (!timingSafeEqual(given, Buffer.from(s.whatsappCodeHash))) throw fail('CODE_INVALID');
    await tx
      .update(userAlertSettings)
      .set({
        whatsappCodeHash: null,
        whatsappCodeExpiresAt: null,
        whatsappVerifiedAt: now,
        whatsappOptedInAt: now,
        whatsappOptedOutAt: null,
        updatedAt: now,
      })
      .where(eq(userAlertSettings.userId, actor.userId));
    await tx.execute(
      sql`INSERT INTO whatsapp_consents (user_id, phone, action, wording, source, created_at)
          VALUES (${actor.userId}, ${s.whatsappNumber}, 'opt_in', ${wording}, 'settings', ${now})`,
    );
    await tx.execute(sql`UPDATE users SET whatsapp_enabled = true, updated_at = ${now} WHERE id = ${actor.userId}`);
    await recordAudit({ db: tx, actor, action: 'user.whatsapp_opted_in', targetType: 'user', targetId: actor.userId });
  });
  invalidateActorCache({ userId: actor.userId });
  return getAlertPreferences({ deps, actor });
}
