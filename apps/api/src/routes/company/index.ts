import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { documentChangeRequestInputSchema, documentChangeRequestSchema, updateCompanySchema, z } from '@verba/domain';
import { getCompany } from '@verba/core/company/get-company';
import { getDocumentChangeRequest } from '@verba/core/company/get-document-change-request';
import { requestDocumentChange } from '@verba/core/company/request-document-change';
import { updateCompany } from '@verba/core/company/update-company';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { companyResponse } from '../users/response-schemas';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

/**
 * The caller's company: read by every member, updated by manager and user_manager. Its CPF/CNPJ
 * changes only through a document change request that platform staff approve (staff routes).
 */
export const companyRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  api.get('/company', { onRequest, schema: { tags, security, response: { 200: companyResponse } } }, async (request) => ({
    data: await getCompany({ deps, actor: actorOf(request) }),
  }));

  api.put('/company', { onRequest, schema: { tags, security, body: updateCompanySchema, response: { 200: companyResponse } } }, async (request) => ({
    data: await updateCompany({ deps, actor: authorize(request, 'editCompany'), input: request.body }),
  }));

  api.get(
    '/company/document-change-request',
    { onRequest, schema: { tags, security, response: { 200: z.object({ data: documentChangeRequestSchema.nullable() }) } } },
    async (request) => ({ data: await getDocumentChangeRequest({ deps, actor: actorOf(request) }) }),
  );

  api.post(
    '/company/document-change-requests',
    { onRequest, schema: { tags, security, body: documentChangeRequestInputSchema, response: { 201: z.object({ data: documentChangeRequestSchema }) } } },
    async (request, reply) => {
      const data = await requestDocumentChange({ deps, actor: authorize(request, 'editCompany'), input: request.body });
      return reply.status(201).send({ data });
    },
  );
};
