import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listPixelGroupsQuerySchema,
  pixelGroupViewSchema,
  rejectPixelGroupSchema,
  text,
  z,
} from '@verba/domain';
import { activatePixelGroup } from '@verba/core/pixels/activate-pixel-group';
import { listStaffPixelGroups } from '@verba/core/pixels/list-staff-pixel-groups';
import { rejectPixelGroup } from '@verba/core/pixels/reject-pixel-group';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';

const tags = ['staff'];
const params = z.object({ id: text().max(64) });
const oneGroup = { 200: z.object({ data: pixelGroupViewSchema }) };

/** Staff review of pixel groups (DESIGN §7; spec §4: creation may take up to 48 h): 401 without a token, 403 for non-staff. */
export const staffPixelRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/pixel-groups',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listPixelGroupsQuerySchema,
        response: { 200: z.object({ data: z.array(pixelGroupViewSchema), meta: pageMeta }) },
      },
    },
    async (request) => listStaffPixelGroups({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/staff/pixel-groups/:id/activate',
    { onRequest, schema: { tags, security, params, response: oneGroup } },
    async (request) => ({
      data: await activatePixelGroup({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.post(
    '/staff/pixel-groups/:id/reject',
    { onRequest, schema: { tags, security, params, body: rejectPixelGroupSchema, response: oneGroup } },
    async (request) => ({
      data: await rejectPixelGroup({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
