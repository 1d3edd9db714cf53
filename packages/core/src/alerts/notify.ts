import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import {
  can,
  defaultChannelEnabled,
  digestThreshold,
  isQuietTime,
  roleById,
  saoPauloMinuteOfDay,
  type AlertChannel,
  type AlertType,
} from '@verba/domain';
import type { Deps } from '../deps';
import { enqueueJob } from '../jobs/enqueue-job';
import type { AlertCondition } from './conditions';
import { alertsDeliverJob, whatsappMaxAttempts } from './jobs';
import { pgArray } from './pg-array';

export interface Transition {
  stateId: string;
  kind: 'firing' | 'resolved';
  /** The firing's number: with the state, the notice's de-duplication key. */
  firings: number;
  condition: AlertCondition;
}

interface Recipient {
  id: string;
  company_id: string;
  role_id: number;
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  is_email_verified: boolean;
  quiet_start: number | null;
  quiet_end: number | null;
  whatsapp_ready: boolean;
}

/**
 * Turns transitions into notices (issue 31): for each user who may see the alert, one in-app
 * notification per firing (de-duplicated by state, firing and user), and the e-mail and WhatsApp
 * messages their preferences allow — the settings' e-mail and WhatsApp toggles first, then the
 * preference per alert type × channel; WhatsApp only to a verified, opted-in number. Outside
 * critical alerts, messages wait for the end of the user's quiet hours; more than a few at once
 * go out as one digest. Returns how many notifications were created.
 */
export async function notifyTransitions({ deps, transitions }: { deps: Deps; transitions: Transition[] }): Promise<number> {
  const now = deps.now();
  const companyIds = [...new Set(transitions.map((t) => t.condition.companyId))];
  const recipients = await queryRows<Recipient>(
    deps.db,
    sql`SELECT u.id, u.company_id, u.role_id, u.emails_enabled, u.whatsapp_enabled, u.is_email_verified,
               s.quiet_start, s.quiet_end,
               (s.whatsapp_verified_at IS NOT NULL AND s.whatsapp_opted_in_at IS NOT NULL AND s.whatsapp_opted_out_at IS NULL
                AND s.whatsapp_number IS NOT NULL) AS whatsapp_ready
          FROM users u LEFT JOIN user_alert_settings s ON s.user_id = u.id
         WHERE u.company_id = ANY(${pgArray(companyIds)}::uuid[]) AND u.is_active AND u.deleted_at IS NULL AND NOT u.is_staff`,
  );
  const prefs = await queryRows<{ user_id: string; alert_type: string; channel: AlertChannel; enabled: boolean }>(
    deps.db,
    sql`SELECT user_id, alert_type, channel, enabled FROM alert_preferences WHERE user_id = ANY(${pgArray(recipients.map((r) => r.id))}::uuid[])`,
  );
  const pref = new Map(prefs.map((p) => [`${p.user_id}|${p.alert_type}|${p.channel}`, p.enabled]));
  const enabled = (userId: string, type: AlertType, channel: AlertChannel) =>
    pref.get(`${userId}|${type}|${channel}`) ?? defaultChannelEnabled(type, channel);
  const byCompany = new Map<string, Recipient[]>();
  for (const r of recipients) byCompany.set(r.company_id, [...(byCompany.get(r.company_id) ?? []), r]);
  const whatsappOn = deps.config.whatsapp.mode !== 'off';

  // Per user: the notices and which outside channels each wants.
  const perUser = new Map<string, { recipient: Recipient; items: { t: Transition; email: boolean; whatsapp: boolean }[] }>();
  for (const t of transitions) {
    const c = t.condition;
    for (const r of byCompany.get(c.companyId) ?? []) {
      if (c.userIds && !c.userIds.includes(r.id)) continue;
      const role = roleById(r.role_id);
      if (!role || (c.financeOnly && !can.manageFinance(role))) continue;
      const email = r.emails_enabled && r.is_email_verified && enabled(r.id, c.alertType, 'email');
      const whatsapp = whatsappOn && r.whatsapp_enabled && r.whatsapp_ready && enabled(r.id, c.alertType, 'whatsapp');
      const entry = perUser.get(r.id) ?? { recipient: r, items: [] };
      entry.items.push({ t, email, whatsapp });
      perUser.set(r.id, entry);
    }
  }

  let created = 0;
  await deps.db.transaction(async (tx) => {
    for (const { recipient, items } of perUser.values()) {
      const held = (critical: boolean) =>
        !critical &&
        isQuietTime({ minuteOfDay: saoPauloMinuteOfDay(now), start: recipient.quiet_start, end: recipient.quiet_end });
      const runAt = (critical: boolean) => (held(critical) ? quietEnd(now, recipient.quiet_end!) : now);
      const outside = items.filter((i) => i.email || i.whatsapp);
      const digest = outside.length > digestThreshold;
      for (const item of items) {
        const c = item.t.condition;
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO notifications (company_id, user_id, alert_state_id, alert_type, kind, severity, params, link, dedupe_key, read_at, created_at)
              VALUES (${c.companyId}, ${recipient.id}, ${item.t.stateId}, ${c.alertType}, ${item.t.kind}, ${c.severity},
                      ${JSON.stringify(c.params)}::jsonb, ${c.link}, ${`${item.t.stateId}:${item.t.firings}:${item.t.kind}:${recipient.id}`},
                      ${enabled(recipient.id, c.alertType, 'in_app') ? null : now}, ${now})
              ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        );
        if (!row) continue;
        created += 1;
        if (digest) continue;
        await queueDeliveries(tx, row.id, recipient.id, item, runAt(c.severity === 'critical'));
      }
      if (digest) {
        const critical = outside.some((i) => i.t.condition.severity === 'critical');
        const [row] = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO notifications (company_id, user_id, alert_type, kind, severity, params, link, dedupe_key, read_at, created_at)
              VALUES (${recipient.company_id}, ${recipient.id}, 'digest', 'digest', ${critical ? 'critical' : 'warning'},
                      ${JSON.stringify({ count: outside.length })}::jsonb, '/notifications', ${`digest:${now.toISOString()}:${recipient.id}`}, ${now}, ${now})
              ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
        );
        if (row)
          await queueDeliveries(
            tx,
            row.id,
            recipient.id,
            { email: outside.some((i) => i.email), whatsapp: outside.some((i) => i.whatsapp) },
            runAt(critical),
          );
      }
    }
  });
  return created;
}

async function queueDeliveries(
  tx: Parameters<Parameters<Deps['db']['transaction']>[0]>[0],
  notificationId: string,
  userId: string,
  channels: { email: boolean; whatsapp: boolean },
  runAt: Date,
) {
  for (const channel of ['email', 'whatsapp'] as const) {
    if (!channels[channel]) continue;
    const [d] = await queryRows<{ id: string }>(
      tx,
      sql`INSERT INTO notification_deliveries (notification_id, user_id, channel) VALUES (${notificationId}, ${userId}, ${channel})
          ON CONFLICT (notification_id, channel) DO NOTHING RETURNING id`,
    );
    if (!d) continue;
    await enqueueJob({
      db: tx,
      kind: alertsDeliverJob,
      payload: { deliveryId: d.id },
      runAt,
      maxAttempts: channel === 'whatsapp' ? whatsappMaxAttempts : 8,
      dedupeKey: `${alertsDeliverJob}:${d.id}`,
    });
  }
}

/** The next instant the São Paulo clock reads `endMinute`. */
function quietEnd(now: Date, endMinute: number): Date {
  const current = saoPauloMinuteOfDay(now);
  const wait = (endMinute - current + 1440) % 1440 || 1440;
  return new Date(Math.floor(now.getTime() / 60_000) * 60_000 + wait * 60_000);
}
