import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creativeSchema,
  listStaffCreativesQuerySchema,
  reviewCreativeSchema,
  staffCreativeSchema,
  text,
  z,
} from '@verba/domain';
import { listStaffCreatives } from '@verba/core/creatives/list-staff-creatives';
import { reviewCreative } from '@verba/core/creatives/review-creative';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';

const tags = ['staff'];

/** The staff's creative review (users.is_staff, across companies): 401 without a token, 403 for anyone else. */
export const staffCreativeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/creatives',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listStaffCreativesQuerySchema,
        response: { 200: z.object({ data: z.array(staffCreativeSchema), meta: pageMeta }) },
      },
    },
    async (request) => listStaffCreatives({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/staff/creatives/:id/review',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: z.object({ id: text().max(64) }),
        body: reviewCreativeSchema,
        response: { 200: z.object({ data: creativeSchema }) },
      },
    },
    async (request) => ({
      data: await reviewCreative({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
