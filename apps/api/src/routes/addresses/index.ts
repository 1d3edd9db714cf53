import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z } from '@verba/domain';
import { lookupZipcode } from '@verba/core/addresses/lookup-zipcode';
import type { RouteModule } from '../index';
import { zipcodeResponse } from '../users/response-schemas';
import { bearerSecurity as security, perMinute, requireActor as onRequest } from '../users/route-helpers';

/** CEP lookup for address forms (spec §7 `GET addresses/zipcode`). */
export const addressesRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/addresses/zipcode',
    {
      onRequest,
      schema: {
        tags: ['addresses'],
        security,
        querystring: z.object({ zipcode: text().max(32).optional() }),
        response: { 200: zipcodeResponse },
      },
      config: perMinute(deps, 60),
    },
    async (request) => ({ data: await lookupZipcode({ deps, zipcode: request.query.zipcode }) }),
  );
};
