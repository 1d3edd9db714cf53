import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignDetailSchema,
  campaignVersionSchema,
  campaignListItemSchema,
  createCampaignSchema,
  listCampaignsQuerySchema,
  text,
  updateCampaignSchema,
  z,
  type ErrorCode,
} from '@verba/domain';
import { createCampaign } from '@verba/core/campaigns/create-campaign';
import { deleteCampaign } from '@verba/core/campaigns/delete-campaign';
import { getCampaign } from '@verba/core/campaigns/get-campaign';
import { listCampaigns } from '@verba/core/campaigns/list-campaigns';
import { publishCampaign } from '@verba/core/campaigns/publish-campaign';
import { updateCampaign } from '@verba/core/campaigns/update-campaign';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, noContent, pageOf, responses } from '../../openapi/responses';

export const tags = ['campaigns'];
export const params = z.object({ id: text().max(64) });
export const detail = (codes: ErrorCode[] = [], status = 200) =>
  responses({ [status]: dataOf(campaignDetailSchema) }, codes);

/** A YOUTUBE campaign without the advertiser's connected channel, a video or the logo (issue 27). */
const youtubeReadinessCodes: ErrorCode[] = [
  'YOUTUBE_CHANNEL_NOT_CONNECTED',
  'YOUTUBE_VIDEO_REQUIRED',
  'ADVERTISER_LOGO_REQUIRED',
];

/** Codes a change of a published campaign's tree may answer (spec §4, refusals.ts). */
export const editCodes: ErrorCode[] = [
  'VERSION_CONFLICT',
  'CAMPAIGN_PAUSED',
  'CAMPAIGN_FINISHED',
  'CAMPAIGN_NOT_EDITABLE',
  'BUDGET_OVER_BALANCE',
  'CHANNEL_NOT_LIVE',
  ...youtubeReadinessCodes,
  'GROUP_NOT_FOUND',
  'STRATEGY_NOT_FOUND',
];

/** Campaigns of the caller's company (issue 11): every role manages them; another company's is a 404. */
export const campaignRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/campaigns',
    {
      schema: {
        tags,
        security,
        querystring: listCampaignsQuerySchema,
        response: responses({ 200: pageOf(campaignListItemSchema) }),
      },
    },
    async (request) =>
      listCampaigns({ deps, actor: authorize(request, 'manageCampaigns'), query: request.query }),
  );

  api.post(
    '/campaigns',
    {
      schema: {
        tags,
        security,
        body: createCampaignSchema,
        response: detail(['ADVERTISER_INACTIVE', 'GROUP_NOT_FOUND', 'STRATEGY_NOT_FOUND'], 201),
      },
    },
    async (request, reply) => {
      const data = await createCampaign({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get('/campaigns/:id', { schema: { tags, security, params, response: detail() } }, async (request) => ({
    data: await getCampaign({ deps, actor: authorize(request, 'manageCampaigns'), id: request.params.id }),
  }));

  api.put(
    '/campaigns/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: updateCampaignSchema,
        response: detail([...editCodes, 'CAMPAIGN_TYPE_LOCKED']),
      },
    },
    async (request) => ({
      data: await updateCampaign({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/campaigns/:id/publish',
    {
      schema: {
        tags,
        security,
        params,
        body: campaignVersionSchema,
        response: detail([
          'VERSION_CONFLICT',
          'CAMPAIGN_NOT_PUBLISHABLE',
          'ADVERTISER_INACTIVE',
          'BUDGET_OVER_BALANCE',
          'CHANNEL_NOT_LIVE',
          'META_PAGE_NOT_CONNECTED',
          ...youtubeReadinessCodes,
        ]),
      },
    },
    async (request) => ({
      data: await publishCampaign({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        version: request.body.version,
      }),
    }),
  );

  api.delete(
    '/campaigns/:id',
    {
      schema: { tags, security, params, response: responses({ 204: noContent }, ['CAMPAIGN_NOT_DELETABLE']) },
    },
    async (request, reply) => {
      await deleteCampaign({ deps, actor: authorize(request, 'manageCampaigns'), id: request.params.id });
      return reply.status(204).send();
    },
  );
};
