import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import { emailOutbox } from '@verba/db';
import type { JobHandler } from '../jobs/worker';
import { emailMaxAttempts } from './queue-email';

const transports = new Map<string, Transporter>();
const transportFor = (smtpUrl: string) => {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = createTransport(smtpUrl);
    transports.set(smtpUrl, transport);
  }
  return transport;
};

/**
 * The `email.send` job: delivers one outbox row through SMTP_URL with nodemailer. Without SMTP
 * the outbox itself is the delivery (read at /dev/mailbox) and the recipient and template are
 * logged (not the e-mail: it may hold a code or a reset link). A failure is
 * recorded on the row and rethrown so the job system retries it with backoff.
 */
export const sendEmail: JobHandler = async ({ deps, payload, attempt }) => {
  const outboxId = String(payload.outboxId);
  const [mail] = await deps.db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId)).limit(1);
  if (!mail || mail.status === 'sent') return;
  const { smtpUrl } = deps.config;
  try {
    if (smtpUrl) {
      await transportFor(smtpUrl).sendMail({
        from: deps.config.mailFrom,
        to: mail.toEmail,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
      });
    } else {
      // Never the body nor the subject: they carry sign-in codes and password reset links.
      deps.logger.info(
        { to: mail.toEmail, template: mail.template, outboxId: mail.id },
        'e-mail (no SMTP_URL: kept in the outbox)',
      );
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(emailOutbox)
      .set({
        status: attempt >= emailMaxAttempts ? 'failed' : 'pending',
        attempts: attempt,
        lastError: message,
      })
      .where(eq(emailOutbox.id, outboxId));
    throw error;
  }
  await deps.db
    .update(emailOutbox)
    .set({ status: 'sent', attempts: attempt, lastError: null, sentAt: deps.now() })
    .where(eq(emailOutbox.id, outboxId));
};
