import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';

const perMinute = 60_000;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/** Requests of a signed-in user count for the whole company, whoever sends them; others by IP. */
const companyOf = (request: FastifyRequest) =>
  request.actor ? `company:${request.actor.companyId}` : request.ip;

const keyGenerators = {
  ip: undefined,
  ip_email: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}`,
  company: companyOf,
} as const;

/**
 * Route config limiting requests per minute by client IP, or by IP and e-mail (code endpoints:
 * one address cannot be flooded, one client cannot guess codes for many), or by the signed-in
 * user's company (creations that cost the platform, shared by all its users). Counted before
 * validation so malformed attempts count too. Off when `deps.config.rateLimit` is false.
 */
export function limitPerMinute(
  deps: Deps,
  max: number,
  by: keyof typeof keyGenerators = 'ip',
): FastifyContextConfig {
  if (!deps.config.rateLimit) return {};
  return {
    rateLimit: {
      max,
      timeWindow: perMinute,
      hook: 'preValidation',
      ...(keyGenerators[by] && { keyGenerator: keyGenerators[by] }),
    },
  };
}
