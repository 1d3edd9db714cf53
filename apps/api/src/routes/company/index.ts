import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { updateCompanySchema } from '@verba/domain';
import { getCompany } from '@verba/core/company/get-company';
import { updateCompany } from '@verba/core/company/update-company';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { companyResponse } from '../users/response-schemas';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

/** The caller's company: read by every member, updated by manager and user_manager. */
export const companyRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  api.get('/company', { onRequest, schema: { tags, security, response: { 200: companyResponse } } }, async (request) => ({
    data: await getCompany({ deps, actor: actorOf(request) }),
  }));

  api.put('/company', { onRequest, schema: { tags, security, body: updateCompanySchema, response: { 200: companyResponse } } }, async (request) => ({
    data: await updateCompany({ deps, actor: authorize(request, 'editCompany'), input: request.body }),
  }));
};
