import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listSegmentsQuerySchema, reachInputSchema, segmentIdParamsSchema } from '@verba/domain';
import { estimateAudienceReach } from '@verba/core/audiences/estimate-reach';
import { getSegment } from '@verba/core/audiences/get-segment';
import { listSegments } from '@verba/core/audiences/list-segments';
import type { RouteModule } from '../index';
import { perMinute } from '../users/route-helpers';

import { dataOf, pageOf, responses } from '../../openapi/responses';
import { listRowSegmentResponse, reachEstimateResponse, segmentDetailResponse } from './response-schemas';

const tags = ['audiences'];
const publicRoute = { authenticated: false, rateLimited: true } as const;

/**
 * The audience catalogue (spec §2: /audiences needs no login): segments, one segment, a reach
 * estimate. Public and limited per address; a signed-in caller also learns which rows they starred.
 */
export const segmentRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/audiences/segments',
    {
      schema: {
        tags,
        querystring: listSegmentsQuerySchema,
        response: responses({ 200: pageOf(listRowSegmentResponse) }, [], publicRoute),
      },
      config: perMinute(deps, 240),
    },
    async (request) =>
      listSegments({ deps, actor: request.actor, language: request.language, query: request.query }),
  );

  api.get(
    '/audiences/segments/:id',
    {
      schema: {
        tags,
        params: segmentIdParamsSchema,
        response: responses({ 200: dataOf(segmentDetailResponse) }, [], publicRoute),
      },
      config: perMinute(deps, 240),
    },
    async (request) => ({
      data: await getSegment({
        deps,
        actor: request.actor,
        language: request.language,
        id: request.params.id,
      }),
    }),
  );

  api.post(
    '/audiences/reach',
    {
      schema: {
        tags,
        body: reachInputSchema,
        response: responses({ 200: dataOf(reachEstimateResponse) }, [], publicRoute),
      },
      config: perMinute(deps, 240),
    },
    async (request) => ({ data: estimateAudienceReach({ input: request.body }) }),
  );
};
