import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getHome } from '@verba/core/home/get-home';
import { getStaffHome } from '@verba/core/home/get-staff-home';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';

const tags = ['home'];

/** The home page: a company's first-steps checklist and balances; the staff's waiting work. */
export const homeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/home', { onRequest, schema: { tags, security } }, async (request) => ({
    data: await getHome({ deps, actor: actorOf(request) }),
  }));
  // Staff only: 403 for anyone else.
  api.get('/staff/home', { onRequest, schema: { tags, security } }, async (request) => ({
    data: await getStaffHome({ deps, actor: actorOf(request) }),
  }));
};
