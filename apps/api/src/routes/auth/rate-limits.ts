import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { Deps } from '@verba/core';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Attempts per window on one account (normalised e-mail), from any address; see `limitPerMinute`. */
    accountRateLimit?: { max: number; timeWindow: number };
  }
}

const perMinute = 60_000;

/** Attempts on one account per minute, from all addresses together, as a multiple of one address's limit. */
export const accountLimitFactor = 3;

/** The account a credential request names: its e-mail as the schema normalises it, or '' without one. */
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
 * Route config of a credential or code endpoint: limits per minute per client address (`ip`), or
 * per address and account (`ip_email`: code endpoints, so one address cannot guess codes for many
 * accounts nor one account be flooded from it), plus `accountLimitFactor` × `max` per account from
 * every address together (an attacker spraying addresses at one account is still limited, while
 * one who exhausts their own address leaves the owner's address its own bucket). The address is
 * `request.ip`: the socket's, or the client's forwarded by a trusted proxy (`TRUST_PROXY`).
 * Or per signed-in user's company (`company`: creations that cost the platform, shared by all its
 * users; no account limit). Counted before validation, so malformed attempts count too. Off when
 * `deps.config.rateLimit` is.
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
    ...(by !== 'company' && { accountRateLimit: { max: max * accountLimitFactor, timeWindow: perMinute } }),
  };
}

const tooManyAttempts = () =>
  Object.assign(new Error('rate limit exceeded for this account'), { statusCode: 429 });

/**
 * Adds the per-account limit to every route whose config has one, after the per-address limit
 * (a request refused per address is not counted against the account). Register it after
 * @fastify/rate-limit and before the routes.
 */
export function registerAccountRateLimits(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.accountRateLimit;
    if (!limit) return;
    const attempt = app.createRateLimit({ ...limit, keyGenerator: emailOf });
    const limitAccount: preValidationAsyncHookHandler = async (request, reply) => {
      if (!emailOf(request)) return;
      const result = await attempt(request);
      if (result.isAllowed || !result.isExceeded) return;
      void reply.header('retry-after', result.ttlInSeconds);
      throw tooManyAttempts();
    };
    const existing = route.preValidation;
    route.preValidation = [
      ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      limitAccount,
    ];
  });
}
