import { sql } from 'drizzle-orm';
import type { AlertChannel, AlertType } from '@verba/domain';
import type { Actor, Deps } from '../deps';
import { getAlertPreferences } from './get-alert-preferences';

/** `PUT alert-preferences`: the user's choices per alert type × channel and quiet hours (own only). */
export async function setAlertPreferences({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: {
    preferences?: { alert_type: AlertType; channel: AlertChannel; enabled: boolean }[] | undefined;
    quiet_start?: number | null | undefined;
    quiet_end?: number | null | undefined;
  };
}) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    for (const p of input.preferences ?? [])
      await tx.execute(
        sql`INSERT INTO alert_preferences (user_id, alert_type, channel, enabled, updated_at)
            VALUES (${actor.userId}, ${p.alert_type}, ${p.channel}, ${p.enabled}, ${now})
            ON CONFLICT (user_id, alert_type, channel) DO UPDATE SET enabled = excluded.enabled, updated_at = excluded.updated_at`,
      );
    if (input.quiet_start !== undefined || input.quiet_end !== undefined) {
      const start = input.quiet_start ?? null;
      const end = input.quiet_end ?? null;
      await tx.execute(
        sql`INSERT INTO user_alert_settings (user_id, quiet_start, quiet_end, updated_at) VALUES (${actor.userId}, ${start}, ${end}, ${now})
            ON CONFLICT (user_id) DO UPDATE SET quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end, updated_at = excluded.updated_at`,
      );
    }
  });
  return getAlertPreferences({ deps, actor });
}
