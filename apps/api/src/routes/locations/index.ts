import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listCitiesQuerySchema } from '@verba/domain';
import { listCities } from '@verba/core/locations/list-cities';
import { listStates } from '@verba/core/locations/list-states';
import type { RouteModule } from '../index';
import { perMinute } from '../users/route-helpers';

const tags = ['locations'];

/** Brazilian states and municipalities (IBGE codes) for location targeting; public, like the audience catalogue. */
export const locationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/locations/states', { schema: { tags }, config: perMinute(deps, 240) }, () => listStates());
  api.get(
    '/locations/cities',
    { schema: { tags, querystring: listCitiesQuerySchema }, config: perMinute(deps, 240) },
    async (request) => listCities({ query: request.query }),
  );
};
