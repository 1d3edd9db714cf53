import { createHmac } from 'node:crypto';
import { metaGraphApiVersion } from '../channels/meta/version';

/** The WhatsApp Cloud API sandbox of the app (loopback only, like /dev/mailbox). */
export const whatsappSandboxPrefix = '/sandbox/whatsapp';
export const whatsappSandboxPhoneNumberId = '100000000000001';

/**
 * Where WhatsApp messages go (issue 31, docs/alerts.md):
 * - `sandbox`: the embedded sandbox at /sandbox/whatsapp records the exact calls (shown at
 *   /dev/whatsapp); the default embedded;
 * - `live`: the WhatsApp Cloud API (graph.facebook.com) with WHATSAPP_PHONE_NUMBER_ID,
 *   WHATSAPP_ACCESS_TOKEN, WHATSAPP_APP_SECRET (webhook signatures) and WHATSAPP_VERIFY_TOKEN;
 * - `off`: no WhatsApp (e-mail and in-app only); the default on a database server, where the
 *   sandbox or live must be chosen explicitly.
 */
export interface WhatsAppSettings {
  mode: 'off' | 'sandbox' | 'live';
  /** Graph API root without the version; null in sandbox mode = this app's own loopback address. */
  apiUrl: string | null;
  apiVersion: string;
  phoneNumberId: string;
  accessToken: string;
  /** HMAC key of X-Hub-Signature-256; null in sandbox mode = derived from the installation's secret. */
  appSecret: string | null;
  verifyToken: string | null;
}

interface WhatsAppEnv {
  WHATSAPP_MODE?: 'off' | 'sandbox' | 'live' | undefined;
  WHATSAPP_API_URL?: string | undefined;
  WHATSAPP_PHONE_NUMBER_ID?: string | undefined;
  WHATSAPP_ACCESS_TOKEN?: string | undefined;
  WHATSAPP_APP_SECRET?: string | undefined;
  WHATSAPP_VERIFY_TOKEN?: string | undefined;
}

export function whatsappSettingsOf(
  e: WhatsAppEnv,
  embedded: boolean,
  ConfigError: new (message: string) => Error,
): WhatsAppSettings {
  const mode = e.WHATSAPP_MODE ?? (embedded ? 'sandbox' : 'off');
  if (mode === 'live') {
    const missing = (['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length)
      throw new ConfigError(`WHATSAPP_MODE=live needs ${missing.join(', ')} (see docs/alerts.md, "Going live").`);
    return {
      mode,
      apiUrl: (e.WHATSAPP_API_URL ?? 'https://graph.facebook.com').replace(/\/+$/, ''),
      apiVersion: metaGraphApiVersion,
      phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID!,
      accessToken: e.WHATSAPP_ACCESS_TOKEN!,
      appSecret: e.WHATSAPP_APP_SECRET!,
      verifyToken: e.WHATSAPP_VERIFY_TOKEN!,
    };
  }
  return {
    mode,
    apiUrl: e.WHATSAPP_API_URL?.replace(/\/+$/, '') ?? null,
    apiVersion: metaGraphApiVersion,
    phoneNumberId: whatsappSandboxPhoneNumberId,
    accessToken: 'sandbox-whatsapp-token',
    appSecret: e.WHATSAPP_APP_SECRET ?? null,
    verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? 'verba-sandbox',
  };
}

/** The webhook HMAC key: the app secret, or in sandbox mode one derived from the installation's secret. */
export function whatsappAppSecret(config: {
  whatsapp: WhatsAppSettings;
  trackingSecret: string | undefined;
  sandboxWebhookSecret: string | undefined;
}): string | null {
  if (config.whatsapp.appSecret) return config.whatsapp.appSecret;
  if (config.whatsapp.mode !== 'sandbox') return null;
  const base = config.trackingSecret ?? config.sandboxWebhookSecret;
  return base ? createHmac('sha256', base).update('whatsapp-sandbox-app-secret').digest('hex') : null;
}

/** The messages endpoint: `<root>/<version>/<phone-number-id>/messages`. */
export function whatsappMessagesUrl(config: { whatsapp: WhatsAppSettings; port: number }): string {
  const root = config.whatsapp.apiUrl ?? `http://127.0.0.1:${config.port}${whatsappSandboxPrefix}`;
  return `${root}/${config.whatsapp.apiVersion}/${config.whatsapp.phoneNumberId}/messages`;
}
