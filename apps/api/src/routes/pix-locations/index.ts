import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pixJwksPath, pixLocationPathPrefix, text, z } from '@verba/domain';
import type { Deps } from '@verba/core';
import { fail } from '@verba/core/errors';
import { readPixCharge } from '@verba/core/payment-orders/read-pix-charge';
import { pixJwks } from '@verba/core/gateways/sandbox/pix-signer';

import { fileResponse, responses } from '../../openapi/responses';
import { jwksResponse } from './response-schemas';

const tags = ['pix'];
const publicRoute = { authenticated: false, rateLimited: true } as const;

const perMinute = (deps: Deps, max: number): FastifyContextConfig =>
  deps.config.rateLimit ? { rateLimit: { max, timeWindow: 60_000, hook: 'preValidation' } } : {};

/**
 * What a payer's bank reads from a dynamic Pix, outside /api/v1 and without a session: the
 * charge at the location the BR Code names (a compact JWS, `application/jose`) and the JWKS its
 * header's `jku` points to. Only the sandbox issues charges, so live mode answers 404 to both.
 */
export async function pixLocationRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    `${pixLocationPathPrefix}/:locationId`,
    {
      schema: {
        tags,
        params: z.object({ locationId: text() }),
        response: responses(
          {
            200: fileResponse(
              ['application/jose'],
              'The charge (amount, expiry, txid…) as a compact JWS signed with the key of `GET /pix/jwks`.',
            ),
          },
          [],
          publicRoute,
        ),
      },
      config: perMinute(deps, 120),
    },
    async (request, reply) => {
      const jws = await readPixCharge({ deps, locationId: request.params.locationId });
      return reply.type('application/jose').header('cache-control', 'no-store').send(jws);
    },
  );

  api.get(
    pixJwksPath,
    {
      schema: { tags, response: responses({ 200: jwksResponse }, [], publicRoute) },
      config: perMinute(deps, 120),
    },
    async (_request, reply) => {
      if (deps.config.paymentsMode !== 'sandbox') throw fail('NOT_FOUND');
      return reply
        .type('application/json')
        .header('cache-control', 'public, max-age=300')
        .send(await pixJwks(deps.config));
    },
  );
}
