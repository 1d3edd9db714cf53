import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, segmentIdParamsSchema } from '@verba/domain';
import { addFavoriteSegment } from '@verba/core/audiences/add-favorite-segment';
import { listFavoriteSegments } from '@verba/core/audiences/list-favorite-segments';
import { removeFavoriteSegment } from '@verba/core/audiences/remove-favorite-segment';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

const tags = ['audiences'];

/** Favourite segments of the signed-in user (every role manages campaign assets). */
export const favoriteRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audiences/favorites',
    { onRequest, schema: { tags, security, querystring: pageQuerySchema } },
    async (request) =>
      listFavoriteSegments({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        language: request.language,
        query: request.query,
      }),
  );

  api.put(
    '/audiences/favorites/:id',
    { onRequest, schema: { tags, security, params: segmentIdParamsSchema } },
    async (request) => ({
      data: await addFavoriteSegment({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        language: request.language,
        segmentId: request.params.id,
      }),
    }),
  );

  api.delete(
    '/audiences/favorites/:id',
    { onRequest, schema: { tags, security, params: segmentIdParamsSchema } },
    async (request, reply) => {
      await removeFavoriteSegment({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        segmentId: request.params.id,
      });
      return reply.status(204).send();
    },
  );
};
