import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { text, z } from '@verba/domain';
import { actorOf } from '../../plugins/auth';

/** Route hook: 401 before anything else (validation included) when the request has no actor. */
export const requireActor = async (request: FastifyRequest) => {
  actorOf(request);
};

export { bearerSecurity } from '../../openapi/security';

export const userIdParams = z.object({ id: text().max(64) });

/** A boolean in JSON, or its form-encoded spellings. */
export const flagSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
]);

/** Per-IP limit per minute for routes that send e-mail or call outside services; off when rate limits are. */
export function perMinute(deps: Deps, max: number): FastifyContextConfig {
  return deps.config.rateLimit ? { rateLimit: { max, timeWindow: 60_000 } } : {};
}
