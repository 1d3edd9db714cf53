import { desc } from 'drizzle-orm';
import { emailOutbox } from '@verba/db';
import type { Deps } from '../deps';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'failed';
  created_at: string;
}

/** The latest e-mails of the outbox, newest first (the development mailbox). */
export async function listOutbox({
  deps,
  limit = 50,
}: {
  deps: Deps;
  limit?: number;
}): Promise<OutboxEmail[]> {
  const rows = await deps.db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    to: r.toEmail,
    subject: r.subject,
    text: r.textBody,
    html: r.htmlBody,
    status: r.status,
    created_at: r.createdAt.toISOString(),
  }));
}
