import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCitiesQuerySchema, z } from '@verba/domain';
import { listCities } from '@verba/core/locations/list-cities';
import { listStates } from '@verba/core/locations/list-states';
import type { RouteModule } from '../index';
import { perMinute } from '../users/route-helpers';
import { dataOf, pageOf, responses } from '../../openapi/responses';
import { cityResponse, stateResponse } from './response-schemas';

const tags = ['locations'];
const publicRoute = { authenticated: false, rateLimited: true } as const;

/** Brazilian states and municipalities (IBGE codes) for location targeting; public, like the audience catalogue. */
export const locationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/locations/states',
    {
      schema: { tags, response: responses({ 200: dataOf(z.array(stateResponse)) }, [], publicRoute) },
      config: perMinute(deps, 240),
    },
    () => listStates(),
  );
  api.get(
    '/locations/cities',
    {
      schema: {
        tags,
        querystring: listCitiesQuerySchema,
        response: responses({ 200: pageOf(cityResponse) }, [], publicRoute),
      },
      config: perMinute(deps, 240),
    },
    async (request) => listCities({ query: request.query }),
  );
};
