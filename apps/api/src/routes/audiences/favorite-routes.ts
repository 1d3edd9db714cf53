import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pageQuerySchema, segmentIdParamsSchema } from '@verba/domain';
import { addFavoriteSegment } from '@verba/core/audiences/add-favorite-segment';
import { listFavoriteSegments } from '@verba/core/audiences/list-favorite-segments';
import { removeFavoriteSegment } from '@verba/core/audiences/remove-favorite-segment';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

import { dataOf, noContent, pageOf, responses } from '../../openapi/responses';
import { favoriteSegmentResponse, starredSegmentResponse } from './response-schemas';

const tags = ['audiences'];

/** Favourite segments of the signed-in user (every role manages campaign assets). */
export const favoriteRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audiences/favorites',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: responses({ 200: pageOf(favoriteSegmentResponse) }),
      },
    },
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
    {
      onRequest,
      schema: {
        tags,
        security,
        params: segmentIdParamsSchema,
        response: responses({ 200: dataOf(starredSegmentResponse, 'Starred (again: the same answer).') }),
      },
    },
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
    {
      onRequest,
      schema: {
        tags,
        security,
        params: segmentIdParamsSchema,
        response: responses({ 204: noContent }),
      },
    },
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
