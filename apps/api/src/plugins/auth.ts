import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Ability } from '@verba/domain';
import { fail, type Actor, type Deps } from '@verba/core';
import { resolveActor } from '@verba/core/auth/resolve-actor';
import { setRequestLanguage } from './language';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The raw bearer token of this request, for logout and impersonation. */
    bearerToken: string | null;
  }
}

const bearer = (header: string | string[] | undefined) => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};

/** Resolves `Authorization: Bearer` into request.actor on every request (null when absent or bad). */
export function registerAuth(app: FastifyInstance, deps: Deps) {
  app.decorateRequest('actor', null);
  app.decorateRequest('bearerToken', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request.headers.authorization);
    if (!token) return;
    request.bearerToken = token;
    request.actor = await resolveActor({ deps, token, ip: request.ip });
    if (request.actor) setRequestLanguage(request, request.actor.language);
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
