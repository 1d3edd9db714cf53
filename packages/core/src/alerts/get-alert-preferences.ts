import { eq } from 'drizzle-orm';
import { alertPreferences, userAlertSettings, users } from '@verba/db';
import { alertChannels, alertTypes, defaultChannelEnabled, type AlertChannel, type AlertType } from '@verba/domain';
import type { Actor, Deps } from '../deps';

export interface AlertPreferencesView {
  /** Every alert type × channel, the user's choice or the default. */
  preferences: { alert_type: AlertType; channel: AlertChannel; enabled: boolean }[];
  quiet_start: number | null;
  quiet_end: number | null;
  /** The settings' toggles (spec §7): off, that channel sends nothing whatever the preferences. */
  emails_enabled: boolean;
  whatsapp_enabled: boolean;
  whatsapp: {
    available: boolean;
    number: string | null;
    verified_at: string | null;
    opted_in_at: string | null;
    opted_out_at: string | null;
    pending_code: boolean;
  };
}

/** `GET alert-preferences`: the signed-in user's own preferences. */
export async function getAlertPreferences({ deps, actor }: { deps: Deps; actor: Actor }): Promise<AlertPreferencesView> {
  const [user] = await deps.db
    .select({ emailsEnabled: users.emailsEnabled, whatsappEnabled: users.whatsappEnabled })
    .from(users)
    .where(eq(users.id, actor.userId));
  const chosen = await deps.db.select().from(alertPreferences).where(eq(alertPreferences.userId, actor.userId));
  const [settings] = await deps.db.select().from(userAlertSettings).where(eq(userAlertSettings.userId, actor.userId));
  const pick = new Map(chosen.map((p) => [`${p.alertType}|${p.channel}`, p.enabled]));
  return {
    preferences: alertTypes.flatMap((type) =>
      alertChannels.map((channel) => ({
        alert_type: type,
        channel,
        enabled: pick.get(`${type}|${channel}`) ?? defaultChannelEnabled(type, channel),
      })),
    ),
    quiet_start: settings?.quietStart ?? null,
    quiet_end: settings?.quietEnd ?? null,
    emails_enabled: user?.emailsEnabled ?? true,
    whatsapp_enabled: user?.whatsappEnabled ?? false,
    whatsapp: {
      available: deps.config.whatsapp.mode !== 'off',
      number: settings?.whatsappNumber ?? null,
      verified_at: settings?.whatsappVerifiedAt?.toISOString() ?? null,
      opted_in_at: settings?.whatsappOptedInAt?.toISOString() ?? null,
      opted_out_at: settings?.whatsappOptedOutAt?.toISOString() ?? null,
      pending_code: Boolean(settings?.whatsappCodeHash && settings.whatsappCodeExpiresAt && settings.whatsappCodeExpiresAt > deps.now()),
    },
  };
}
