import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Ability } from '@verba/domain';
import { fail, type Actor, type Deps } from '@verba/core';
import type { UserView } from '@verba/core/auth/user-view';
import { resolveActor } from '@verba/core/auth/resolve-actor';
import { recordAudit } from '@verba/core/audit/record-audit';
import { setRequestLanguage } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The actor's user as `users/me` shows it, read along with the actor. */
    actorUser: UserView | null;
    /** The raw bearer token of this request, for logout and impersonation. */
    bearerToken: string | null;
    /** While impersonating: the staff member's own token (Original-Authorization). */
    originalToken: string | null;
  }
}

const bearer = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

const mutatingMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Resolves `Authorization: Bearer` into request.actor on every request (null when absent or bad).
 * An impersonation token only counts together with `Original-Authorization: Bearer <staff token>`
 * naming the very staff member who started it; without that the request is unauthenticated.
 */
export function registerAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('actor', null);
  app.decorateRequest('actorUser', null);
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('originalToken', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request.headers.authorization);
    if (!token) return;
    request.bearerToken = token;
    const resolved = await resolveActor({ deps, token, ip: request.ip });
    if (!resolved) return;
    const { actor, user } = resolved;
    if (actor.impersonatorUserId) {
      const original = bearer(request.headers['original-authorization']);
      const staff = original ? (await resolveActor({ deps, token: original, ip: request.ip }))?.actor : null;
      if (!staff || staff.userId !== actor.impersonatorUserId || !staff.isStaff || staff.impersonatorUserId) return;
      request.originalToken = original;
    }
    request.actor = actor;
    request.actorUser = user;
    setRequestLanguage(request, actor.language);
  });

  // Everything changed while impersonating is audited with both identities, before the answer
  // leaves. A method-override POST is audited once, by the PUT/DELETE it is replayed as. A
  // callback hook, not an async one: every answer passes here and nearly all leave at once.
  app.addHook('onSend', (request, reply, payload, done) => {
    const actor = request.actor;
    const route = request.routeOptions.url;
    const audited = actor?.impersonatorUserId && mutatingMethods.has(request.method) && route && !(request.method === 'POST' && route.endsWith('/*'));
    if (!audited) {
      done(null, payload);
      return;
    }
    recordAudit({
      db: deps.db,
      actor,
      action: 'impersonation.request',
      targetType: 'route',
      targetId: `${request.method} ${route}`,
      metadata: { method: request.method, path: request.url.split('?')[0], status_code: reply.statusCode },
    }).then(
      () => done(null, payload),
      (error: unknown) => {
        request.log.error({ err: error }, 'could not audit an impersonated request');
        done(null, payload);
      },
    );
  });
}

/** The authenticated actor, or a 401 (missing, expired or revoked token). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw fail('UNAUTHENTICATED');
  return request.actor;
}

/** The actor if their role has the ability, otherwise a 403. */
export function authorize(request: FastifyRequest, ability: Ability): Actor {
  const actor = actorOf(request);
  if (!can[ability](actor.role)) throw fail('FORBIDDEN');
  return actor;
}
