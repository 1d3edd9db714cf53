import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listAdCategories } from '@verba/core/audiences/list-ad-categories';
import { listContentCategories } from '@verba/core/audiences/list-content-categories';
import type { RouteModule } from '../index';
import { perMinute } from '../users/route-helpers';
import { z } from '@verba/domain';
import { dataOf, responses } from '../../openapi/responses';
import { adCategoryResponse, contentCategoryResponse } from './response-schemas';
import { favoriteRoutes } from './favorite-routes';
import { segmentRoutes } from './segment-routes';
import { suggestionRoutes } from './suggestion-routes';

/** Public content categories of contextual targeting (IAB Content Taxonomy 3.1 tier 1, `cattax` 7). */
const contentCategoryRoutes: RouteModule = (app, deps) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/content-categories',
    {
      schema: {
        tags: ['audiences'],
        response: responses({ 200: dataOf(z.array(contentCategoryResponse)) }, [], {
          authenticated: false,
          rateLimited: true,
        }),
      },
      config: perMinute(deps, 240),
    },
    async (request) => listContentCategories({ language: request.language }),
  );
  app.withTypeProvider<ZodTypeProvider>().get(
    '/ad-categories',
    {
      schema: {
        tags: ['advertisers'],
        description: 'The ad categories an advertiser may declare: IAB Content Taxonomy 3.1 tiers 1 and 2.',
        response: responses({ 200: dataOf(z.array(adCategoryResponse)) }, [], {
          authenticated: false,
          rateLimited: true,
        }),
      },
      config: perMinute(deps, 240),
    },
    async (request) => listAdCategories({ language: request.language }),
  );
};

/** Everything under /audiences, and the content and ad categories. */
export const audiencesModule: RouteModule = async (api, deps) => {
  await segmentRoutes(api, deps);
  await favoriteRoutes(api, deps);
  await contentCategoryRoutes(api, deps);
  await suggestionRoutes(api, deps);
};
