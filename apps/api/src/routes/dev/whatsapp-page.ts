import type { SandboxCall } from '@verba/core/alerts/whatsapp-sandbox';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The WhatsApp sandbox's page (embedded mode, loopback only, like the development mailbox): every
 * call the app made to the WhatsApp Cloud API sandbox, newest first, exactly as received, and a
 * form that replies from a number (a signed webhook, e.g. "SAIR" to opt out). Plain English.
 */
export function renderWhatsAppPage(calls: SandboxCall[]): string {
  const items = calls.length
    ? calls
        .map((c) => {
          const body = (c.request as { body?: { to?: string } } | null)?.body;
          return `<article>
<header><strong>${escapeHtml(c.method)} ${escapeHtml(c.path)}</strong> → ${c.status}
<div class="meta">To: ${escapeHtml(body?.to ?? '?')} · ${escapeHtml(new Date(c.created_at).toLocaleString('en-GB', { timeZone: 'UTC' }))} UTC</div></header>
<details open><summary>Request</summary><pre>${escapeHtml(JSON.stringify(c.request, null, 2))}</pre></details>
<details><summary>Response</summary><pre>${escapeHtml(JSON.stringify(c.response, null, 2))}</pre></details>
</article>`;
        })
        .join('\n')
    : '<p>No WhatsApp calls yet.</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Verba · WhatsApp sandbox</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:860px;padding:24px;color:#212529;background:#f8f9fa}
h1{font-size:22px}article,form{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px;margin:0 0 16px}
.meta{color:#868e96;font-size:13px;margin-top:4px}pre{white-space:pre-wrap;word-break:break-word;font-size:13px;margin:8px 0 0}
input{padding:6px;margin-right:8px}
</style></head>
<body><h1>WhatsApp sandbox</h1><p class="meta">The latest ${calls.length} calls to the WhatsApp Cloud API sandbox (WHATSAPP_MODE=sandbox). Numbers ending in 0500 answer HTTP 500, in 0404 "undeliverable". JSON: <a href="/dev/whatsapp.json">/dev/whatsapp.json</a></p>
<form method="post" action="/dev/whatsapp/reply"><strong>Reply as a user</strong> (sent to the app's webhook, signed like Meta's):<br><br>
<label>From <input name="from" placeholder="5511987654321" required pattern="\\d{8,15}"></label>
<label>Text <input name="text" value="SAIR" required></label><button type="submit">Send reply</button></form>
${items}
</body></html>`;
}
