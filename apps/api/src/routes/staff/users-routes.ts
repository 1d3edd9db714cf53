import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStaffUsersQuerySchema, staffUserSchema, z } from '@verba/domain';
import { listStaffUsers } from '@verba/core/users/list-staff-users';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

/** The staff's support list of every company's users (401 without a token, 403 for anyone but staff). */
export const staffUsersRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/users',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        security,
        querystring: listStaffUsersQuerySchema,
        response: { 200: z.object({ data: z.array(staffUserSchema), meta: pageMeta }) },
      },
    },
    async (request) => listStaffUsers({ deps, actor: actorOf(request), query: request.query }),
  );
};
