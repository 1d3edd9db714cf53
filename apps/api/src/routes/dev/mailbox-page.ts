import type { OutboxEmail } from '@verba/core/mail/list-outbox';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Escapes a plain-text body and turns its http(s) links into anchors. */
export function linkify(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"']+)/g)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

/**
 * The development mailbox (embedded mode only): the latest outbox e-mails, newest first. A
 * developer tool, so it is plain English and not translated.
 */
export function renderMailboxPage(emails: OutboxEmail[]): string {
  const items = emails.length
    ? emails
        .map(
          (e) => `<article>
<header><strong>${escapeHtml(e.subject)}</strong>
<div class="meta">To: ${escapeHtml(e.to)} · ${escapeHtml(new Date(e.created_at).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC · ${escapeHtml(e.status)}</div></header>
<pre>${linkify(e.text)}</pre>
</article>`,
        )
        .join('\n')
    : '<p>No e-mails yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verba · development mailbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#212529;background:#f8f9fa}
h1{font-size:22px}article{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px;margin:0 0 16px}
.meta{color:#868e96;font-size:13px;margin-top:4px}pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;margin:12px 0 0}
</style></head>
<body><h1>Development mailbox</h1><p class="meta">The latest ${emails.length} e-mails of the outbox (SMTP_URL is not set or this is embedded mode). JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a></p>
${items}
</body></html>`;
}
