import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { sandboxWhatsappCalls } from '@verba/db';
import { whatsappTemplates } from '@verba/domain';
import type { Deps } from '../deps';

/**
 * The embedded WhatsApp Cloud API sandbox (issue 31): answers `POST /<version>/<phone-number-id>/messages`
 * like the Cloud API and records every call exactly (the bearer token redacted) for /dev/whatsapp.
 * Shapes: see whatsapp-client.ts for the sources. Numbers that test failure paths, like the
 * payment sandbox's cards:
 * - ending in 0500 (alerts, not codes): HTTP 500, Graph error code 131000 "Something went wrong" (retried, then e-mail);
 * - ending in 0404 (alerts, not codes): HTTP 400, code 131026 "Message undeliverable" (not retried: e-mail at once).
 */
export interface SandboxAnswer {
  status: number;
  body: unknown;
}

const graphError = (status: number, code: number, message: string, type = 'OAuthException'): SandboxAnswer => ({
  status,
  body: { error: { message, type, code, fbtrace_id: `A${randomBytes(9).toString('base64url')}` } },
});

const knownTemplates = new Set<string>(Object.values(whatsappTemplates));

export async function handleWhatsAppSandboxCall({
  deps,
  method,
  path,
  authorization,
  body,
}: {
  deps: Deps;
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}): Promise<SandboxAnswer> {
  const answer = answerOf(deps, method, path, authorization, body);
  await deps.db.insert(sandboxWhatsappCalls).values({
    method,
    path,
    request: { authorization: authorization ? authorization.replace(/\s+\S+$/, ' ***') : null, body },
    status: answer.status,
    response: answer.body,
    createdAt: deps.now(),
  });
  return answer;
}

function answerOf(deps: Deps, method: string, path: string, authorization: string | undefined, body: unknown): SandboxAnswer {
  const settings = deps.config.whatsapp;
  const expected = `/${settings.apiVersion}/${settings.phoneNumberId}/messages`;
  if (method !== 'POST' || path !== expected)
    return graphError(400, 100, `Unsupported ${method} request. Object does not exist or does not support this operation.`, 'GraphMethodException');
  if (authorization !== `Bearer ${settings.accessToken}`)
    return graphError(401, 190, 'Invalid OAuth access token - Cannot parse access token');
  const b = (body ?? {}) as Record<string, unknown>;
  const template = (b.template ?? {}) as { name?: unknown; language?: { code?: unknown } };
  const to = typeof b.to === 'string' ? b.to : '';
  if (b.messaging_product !== 'whatsapp' || b.type !== 'template' || !/^\d{8,15}$/.test(to))
    return graphError(400, 100, '(#100) Invalid parameter');
  if (typeof template.name !== 'string' || !knownTemplates.has(template.name))
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
  if (template.language?.code !== 'pt_BR')
    return graphError(404, 132001, '(#132001) Template name does not exist in the translation');
  // The failure numbers fail alerts only, so they can still be verified by code first.
  const alert = template.name !== whatsappTemplates.code;
  if (alert && to.endsWith('0500')) return graphError(500, 131000, 'Something went wrong');
  if (alert && to.endsWith('0404')) return graphError(400, 131026, 'Message undeliverable');
  return {
    status: 200,
    body: {
      messaging_product: 'whatsapp',
      contacts: [{ input: to, wa_id: to }],
      messages: [{ id: `wamid.${randomBytes(24).toString('base64url')}` }],
    },
  };
}

export interface SandboxCall {
  id: number;
  method: string;
  path: string;
  request: unknown;
  status: number;
  response: unknown;
  created_at: string;
}

/** The latest calls, newest first (/dev/whatsapp). */
export async function listWhatsAppSandboxCalls({ deps, limit = 100 }: { deps: Deps; limit?: number }): Promise<SandboxCall[]> {
  const rows = await deps.db.select().from(sandboxWhatsappCalls).orderBy(desc(sandboxWhatsappCalls.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    method: r.method,
    path: r.path,
    request: r.request,
    status: r.status,
    response: r.response,
    created_at: r.createdAt.toISOString(),
  }));
}
