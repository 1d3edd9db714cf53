import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Deps } from '@verba/core';

/** What helmet's middleware sets, captured once: none of our options depends on the request. */
function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}

/**
 * Helmet's security headers (CSP, frame options, nosniff, …) for every answer. @fastify/helmet
 * rebuilt helmet's middleware, CSP parsing included, on every request (an eighth of the CPU of a
 * cached users/me); here they are computed at start.
 */
export function securityHeadersOf(deps: Deps): Readonly<Record<string, string>> {
  return helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
      },
    },
    // HSTS (a year, subdomains included) only when the app is reached over https: sent for plain
    // http://localhost it would make browsers refuse the local app. URL() lower-cases the scheme.
    strictTransportSecurity: new URL(deps.config.appUrl).protocol === 'https:' && {
      maxAge: 31_536_000,
      includeSubDomains: true,
    },
  });
}

/** Sets the security headers with each reply's own (routes answered ahead of Fastify set them too). */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>) {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
