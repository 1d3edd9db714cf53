import type { FastifyInstance } from 'fastify';
import { errorResponses } from './responses';

/**
 * Every API route documents the `{ errors, code }` answers any route can give (validation, not
 * found, and 401/403 where it needs a token), unless it declares its own with `responses()`.
 */
export function withDefaultErrors(app: FastifyInstance, prefix: string) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || !route.schema || route.schema.hide) return;
    const authenticated = Array.isArray(route.schema.security) && route.schema.security.length > 0;
    const defaults = errorResponses([], { authenticated, checked: false });
    const declared = (route.schema.response ?? {}) as Record<string, unknown>;
    route.schema.response = { ...defaults, ...declared };
  });
}
