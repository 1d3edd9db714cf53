import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardInputSchema, dashboardRequestInputSchema, text, z } from '@verba/domain';
import { buildRequestedDashboard } from '@verba/core/dashboards/build-requested-dashboard';
import { createDashboard } from '@verba/core/dashboards/create-dashboard';
import { deleteDashboard } from '@verba/core/dashboards/delete-dashboard';
import { getDashboard } from '@verba/core/dashboards/get-dashboard';
import { listDashboards } from '@verba/core/dashboards/list-dashboards';
import {
  listDashboardRequests,
  listStaffDashboardRequests,
} from '@verba/core/dashboards/list-dashboard-requests';
import { requestDashboard } from '@verba/core/dashboards/request-dashboard';
import { updateDashboard } from '@verba/core/dashboards/update-dashboard';
import { actorOf, authorize } from '../../plugins/auth';
import { requireActor as onRequest } from '../users/route-helpers';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, noContent, responses } from '../../openapi/responses';
import { dashboardRequestResponse, dashboardResponse } from './response-schemas';

const tags = ['dashboards'];
const params = z.object({ id: text().max(64) });

/**
 * Dashboards (issue 29, docs/dashboards.md): the company's boards (every role, spec §6: reports),
 * "Solicitar dashboard" requests, and the staff queue that builds a requested board and e-mails the
 * requester. Widgets run through `POST /reports/run` with the board's range.
 */
export const dashboardRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/dashboards',
    {
      onRequest,
      schema: { tags, security, response: responses({ 200: dataOf(z.array(dashboardResponse)) }) },
    },
    async (request) => ({
      data: await listDashboards({ deps, actor: authorize(request, 'extractReports') }),
    }),
  );

  api.post(
    '/dashboards',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: dashboardInputSchema,
        response: responses({ 201: dataOf(dashboardResponse, 'Created.') }),
      },
    },
    async (request, reply) => {
      const data = await createDashboard({
        deps,
        actor: authorize(request, 'extractReports'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/dashboards/requests',
    {
      onRequest,
      schema: { tags, security, response: responses({ 200: dataOf(z.array(dashboardRequestResponse)) }) },
    },
    async (request) => ({
      data: await listDashboardRequests({ deps, actor: authorize(request, 'extractReports') }),
    }),
  );

  api.post(
    '/dashboards/requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: dashboardRequestInputSchema,
        response: responses({
          201: dataOf(dashboardRequestResponse, 'In the staff queue (spec §2: within 48 hours).'),
        }),
      },
    },
    async (request, reply) => {
      const data = await requestDashboard({
        deps,
        actor: authorize(request, 'extractReports'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/dashboards/:id',
    {
      onRequest,
      schema: { tags, security, params, response: responses({ 200: dataOf(dashboardResponse) }) },
    },
    async (request) => ({
      data: await getDashboard({ deps, actor: authorize(request, 'extractReports'), id: request.params.id }),
    }),
  );

  api.put(
    '/dashboards/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: dashboardInputSchema,
        response: responses({ 200: dataOf(dashboardResponse) }),
      },
    },
    async (request) => ({
      data: await updateDashboard({
        deps,
        actor: authorize(request, 'extractReports'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.delete(
    '/dashboards/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: responses({ 204: noContent }, ['DASHBOARD_DELETE_FORBIDDEN']),
      },
    },
    async (request, reply) => {
      await deleteDashboard({ deps, actor: authorize(request, 'extractReports'), id: request.params.id });
      return reply.status(204).send();
    },
  );

  // Staff queue (DESIGN §7): 403 for anyone else.
  api.get(
    '/staff/dashboard-requests',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        security,
        querystring: z.object({ status: z.enum(['open', 'done']).optional() }),
        response: responses({ 200: dataOf(z.array(dashboardRequestResponse)) }),
      },
    },
    async (request) => ({
      data: await listStaffDashboardRequests({ deps, actor: actorOf(request), status: request.query.status }),
    }),
  );

  api.post(
    '/staff/dashboard-requests/:id/dashboard',
    {
      onRequest,
      schema: {
        tags: ['staff'],
        security,
        params,
        body: dashboardInputSchema,
        response: responses({ 201: dataOf(dashboardResponse, 'Built; the requester is e-mailed.') }, [
          'DASHBOARD_REQUEST_DONE',
        ]),
      },
    },
    async (request, reply) => {
      const data = await buildRequestedDashboard({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );
};
