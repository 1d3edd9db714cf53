import { whatsappMessagesUrl, type WhatsAppSettings } from './whatsapp-config';

/**
 * The WhatsApp Cloud API's send-message call, as Verba uses it: one approved template (category
 * UTILITY, language pt_BR) with body parameters. Wire format (request and answer) as documented by
 * the WhatsApp Business Platform and shown in:
 * - request: WhatsApp Node.js SDK reference, `messages.template()`
 *   (https://whatsapp.github.io/WhatsApp-Nodejs-SDK/api-reference/messages/template) and 360dialog's
 *   "Send a Message" quickstart (https://docs.360dialog.com/partner/get-started/quickstarts/send-a-message):
 *   `{ messaging_product: "whatsapp", recipient_type: "individual", to, type: "template",
 *      template: { name, language: { code, policy: "deterministic" }, components: [{ type: "body", parameters: [{ type: "text", text }] }] } }`;
 * - answer: `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`
 *   (Prismatic's example payload, https://prismatic.io/docs/example-payloads/whatsapp/actions/sendMessage.json);
 * - errors: the Graph API error object `{ error: { message, type, code, error_subcode?, fbtrace_id } }`.
 */
export interface WhatsAppTemplateMessage {
  to: string;
  template: string;
  /** The template's language code (pt_BR for Verba's approved templates). */
  language: string;
  parameters: string[];
}

export function whatsappTemplateBody(message: WhatsAppTemplateMessage) {
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    type: 'template',
    template: {
      name: message.template,
      language: { code: message.language, policy: 'deterministic' },
      components: [
        {
          type: 'body',
          parameters: message.parameters.map((text) => ({ type: 'text', text })),
        },
      ],
    },
  };
}

/** A refused or failed send; `retryable` for 5xx, 429 and network failures. */
export class WhatsAppSendError extends Error {
  override name = 'WhatsAppSendError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const timeoutMs = 10_000;

/** Sends one template message; answers the message id (wamid…). */
export async function sendWhatsAppTemplate({
  config,
  message,
  fetchImpl = fetch,
}: {
  config: { whatsapp: WhatsAppSettings; port: number };
  message: WhatsAppTemplateMessage;
  fetchImpl?: typeof fetch;
}): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(whatsappMessagesUrl(config), {
      method: 'POST',
      headers: {
        authorization: `Bearer ${config.whatsapp.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(whatsappTemplateBody(message)),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new WhatsAppSendError(`network: ${(error as Error).message}`, 0, null, true);
  }
  const body = (await response.json().catch(() => null)) as {
    messages?: { id?: string }[];
    error?: { message?: string; code?: number };
  } | null;
  if (!response.ok) {
    const code = body?.error?.code ?? null;
    const retryable = response.status >= 500 || response.status === 429 || code === 130429 || code === 131000;
    throw new WhatsAppSendError(
      `HTTP ${response.status}${code !== null ? ` code ${code}` : ''}: ${body?.error?.message ?? ''}`.trim(),
      response.status,
      code,
      retryable,
    );
  }
  const id = body?.messages?.[0]?.id;
  if (!id) throw new WhatsAppSendError('answer without a message id', response.status, null, true);
  return id;
}
