import { and, eq, isNull, sql } from 'drizzle-orm';
import { alertRules, queryRows, users } from '@verba/db';
import type { Deps } from '../deps';
import { translatorFor } from '../i18n/translate';

/** The demo administrator's WhatsApp number in the sandbox (never a real one: the sandbox only records). */
export const demoWhatsAppNumber = '5511999990001';
const ruleName = 'Gasto das últimas 24 h acima de R$ 1,00';

/**
 * Demo alerts (issue 31): the agency's administrator has a confirmed WhatsApp number with its
 * opt-in recorded (the wording of the alerts page), WhatsApp on for rules, and a critical rule on
 * the company's spend that fires as soon as the sandbox traffic has spent R$ 1,00 — so the bell,
 * /dev/mailbox and /dev/whatsapp show firing alerts minutes after `npm start` (the evaluator runs
 * every ALERTS_EVALUATE_SECONDS). The built-in alerts (rejections, pacing) fire on their own.
 */
export async function seedDemoAlerts({ deps, adminEmail }: { deps: Deps; adminEmail: string }): Promise<void> {
  const [admin] = await deps.db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .where(and(eq(users.email, adminEmail), isNull(users.deletedAt)))
    .limit(1);
  if (!admin) return;
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const inserted = await queryRows<{ user_id: string }>(
      tx,
      sql`INSERT INTO user_alert_settings (user_id, whatsapp_number, whatsapp_verified_at, whatsapp_opted_in_at, updated_at)
          VALUES (${admin.id}, ${demoWhatsAppNumber}, ${now}, ${now}, ${now}) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`,
    );
    if (inserted.length > 0) {
      await tx.execute(
        sql`INSERT INTO whatsapp_consents (user_id, phone, action, wording, source, created_at)
            VALUES (${admin.id}, ${demoWhatsAppNumber}, 'opt_in', ${translatorFor('pt_BR')('alerts:whatsapp.opt_in_wording')}, 'demo', ${now})`,
      );
      await tx.update(users).set({ whatsappEnabled: true }).where(eq(users.id, admin.id));
    }
    await tx.execute(
      sql`INSERT INTO alert_preferences (user_id, alert_type, channel, enabled) VALUES (${admin.id}, 'rule', 'whatsapp', true)
          ON CONFLICT (user_id, alert_type, channel) DO NOTHING`,
    );
    const [existing] = await tx
      .select({ id: alertRules.id })
      .from(alertRules)
      .where(and(eq(alertRules.companyId, admin.companyId), eq(alertRules.name, ruleName)));
    if (!existing)
      await tx.insert(alertRules).values({
        companyId: admin.companyId,
        createdBy: admin.id,
        name: ruleName,
        scopeType: 'company',
        metric: 'spend',
        comparison: 'gt',
        threshold: '1',
        windowMinutes: 1440,
        severity: 'critical',
        cooldownMinutes: 60,
      });
  });
}
