import { expect, type APIRequestContext } from '@playwright/test';

/** One message of the development mailbox (`GET /dev/mailbox.json`, newest first). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

async function messages(request: APIRequestContext): Promise<MailMessage[]> {
  const response = await request.get('/dev/mailbox.json');
  expect(response.ok(), `GET /dev/mailbox.json answered ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { data: MailMessage[] };
  return body.data;
}

/**
 * Waits for the newest e-mail to `to` whose text matches `pattern` (sending is a durable job, so
 * the message appears shortly after the request that queued it) and returns the first capture.
 */
export async function waitForMail(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mine = (await messages(request)).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        for (const m of mine) {
          const match = pattern.exec(m.text) ?? pattern.exec(m.html ?? '');
          if (match) {
            found = match[1] ?? match[0];
            return true;
          }
        }
        return false;
      },
      {
        message: `an e-mail to ${to} matching ${String(pattern)}`,
        timeout: 20_000,
        intervals: [250, 500, 1000],
      },
    )
    .toBe(true);
  return found!;
}

/** The 6-digit code of the newest e-mail to `to`. */
export const waitForCode = (request: APIRequestContext, to: string) =>
  waitForMail(request, to, /\b(\d{6})\b/);

/** The path (with query) of the newest `/password/create/{token}` link sent to `to`. */
export const waitForInvitationPath = async (request: APIRequestContext, to: string) => {
  const link = await waitForMail(request, to, /(https?:\/\/[^\s"'<>]+\/password\/create\/[^\s"'<>]+)/);
  const url = new URL(link.replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
};
