import { emailOutbox, type DbOrTx } from '@verba/db';
import type { Language } from '@verba/domain';
import { enqueueJob } from '../jobs/enqueue-job';
import { renderEmail, type EmailTemplate, type EmailParams } from './templates';

/** Attempts of the `email.send` job before the e-mail is marked failed for good. */
export const emailMaxAttempts = 8;

export interface QueueEmailOptions<T extends EmailTemplate> {
  db: DbOrTx;
  to: string;
  template: T;
  language: Language;
  params: EmailParams[T];
}

/**
 * Renders an e-mail in the recipient's language, stores it in the outbox and enqueues the
 * durable `email.send` job. Call it inside the request's transaction: the e-mail leaves only if
 * the transaction commits, and a failing SMTP server never blocks the request.
 */
export async function queueEmail<T extends EmailTemplate>({
  db,
  to,
  template,
  language,
  params,
}: QueueEmailOptions<T>) {
  const rendered = renderEmail(template, language, params);
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toEmail: to,
      template,
      language,
      subject: rendered.subject,
      textBody: rendered.text,
      htmlBody: rendered.html,
    })
    .returning({ id: emailOutbox.id });
  await enqueueJob({
    db,
    kind: 'email.send',
    payload: { outboxId: row!.id },
    maxAttempts: emailMaxAttempts,
    dedupeKey: `email:${row!.id}`,
  });
  return row!.id;
}
