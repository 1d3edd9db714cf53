import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';

const perMinute = 60_000;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

/**
 * Route config limiting requests per minute by client IP, or by IP and e-mail (code endpoints:
 * one address cannot be flooded, one client cannot guess codes for many). Counted before
 * validation so malformed attempts count too. Off when `deps.config.rateLimit` is false.
 */
export function limitPerMinute(deps: Deps, max: number, by: 'ip' | 'ip_email' = 'ip'): FastifyContextConfig {
  if (!deps.config.rateLimit) return {};
  return {
    rateLimit: {
      max,
      timeWindow: perMinute,
      hook: 'preValidation',
      ...(by === 'ip_email' && { keyGenerator: (request: FastifyRequest) => `${request.ip}|${emailOf(request)}` }),
    },
  };
}
