import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignRequestSchema,
  campaignRequestViewSchema,
  listCampaignRequestsQuerySchema,
  listStaffCampaignRequestsQuerySchema,
  listStaffCampaignsQuerySchema,
  rejectCampaignSchema,
  staffCampaignRequestSchema,
  staffCampaignSchema,
  text,
  z,
} from '@verba/domain';
import { approveCampaign } from '@verba/core/campaigns/review/approve-campaign';
import { listStaffCampaigns } from '@verba/core/campaigns/review/list-staff-campaigns';
import { rejectCampaign } from '@verba/core/campaigns/review/reject-campaign';
import { createCampaignRequest } from '@verba/core/campaign-requests/create-campaign-request';
import { listCampaignRequests } from '@verba/core/campaign-requests/list-campaign-requests';
import { listStaffCampaignRequests } from '@verba/core/campaign-requests/list-staff-campaign-requests';
import { markCampaignRequestHandled } from '@verba/core/campaign-requests/mark-campaign-request-handled';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { dataOf, pageOf, responses } from '../../openapi/responses';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

const params = z.object({ id: text().max(64) });
const staff = ['staff'];
const requests = ['campaign-requests'];

/**
 * Campaign review (staff: the queue, approve, reject — 401 without a token, 403 for anyone who is
 * not staff, like the other staff routes) and managed-campaign requests (the company's users ask,
 * staff mark them handled).
 */
export const campaignReviewRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/campaigns',
    {
      onRequest,
      schema: {
        tags: staff,
        security,
        querystring: listStaffCampaignsQuerySchema,
        response: responses({ 200: pageOf(staffCampaignSchema) }),
      },
    },
    async (request) => listStaffCampaigns({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/staff/campaigns/:id/approve',
    {
      onRequest,
      schema: {
        tags: staff,
        security,
        params,
        response: responses({ 200: dataOf(campaignDetailSchema) }, ['CAMPAIGN_NOT_IN_REVIEW']),
      },
    },
    async (request) => ({
      data: await approveCampaign({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.post(
    '/staff/campaigns/:id/reject',
    {
      onRequest,
      schema: {
        tags: staff,
        security,
        params,
        body: rejectCampaignSchema,
        response: responses({ 200: dataOf(campaignDetailSchema) }, ['CAMPAIGN_NOT_IN_REVIEW']),
      },
    },
    async (request) => ({
      data: await rejectCampaign({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/campaign-requests',
    {
      onRequest,
      schema: {
        tags: requests,
        security,
        body: campaignRequestSchema,
        response: responses({ 201: dataOf(campaignRequestViewSchema, 'Created.') }, ['ADVERTISER_INACTIVE']),
      },
    },
    async (request, reply) => {
      const data = await createCampaignRequest({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/campaign-requests',
    {
      onRequest,
      schema: {
        tags: requests,
        security,
        querystring: listCampaignRequestsQuerySchema,
        response: responses({ 200: pageOf(campaignRequestViewSchema) }),
      },
    },
    async (request) =>
      listCampaignRequests({ deps, actor: authorize(request, 'manageCampaigns'), query: request.query }),
  );

  api.get(
    '/staff/campaign-requests',
    {
      onRequest,
      schema: {
        tags: staff,
        security,
        querystring: listStaffCampaignRequestsQuerySchema,
        response: responses({ 200: pageOf(staffCampaignRequestSchema) }),
      },
    },
    async (request) => listStaffCampaignRequests({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/staff/campaign-requests/:id/handle',
    {
      onRequest,
      schema: {
        tags: staff,
        security,
        params,
        response: responses({ 200: dataOf(campaignRequestViewSchema) }, ['CAMPAIGN_REQUEST_HANDLED']),
      },
    },
    async (request) => ({
      data: await markCampaignRequestHandled({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );
};
