import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createCampaignGroupSchema,
  createCampaignStrategySchema,
  text,
  updateCampaignGroupSchema,
  updateCampaignStrategySchema,
  z,
} from '@verba/domain';
import { createCampaignGroup } from '@verba/core/campaigns/create-campaign-group';
import { createCampaignStrategy } from '@verba/core/campaigns/create-campaign-strategy';
import { updateCampaignGroup } from '@verba/core/campaigns/update-campaign-group';
import { updateCampaignStrategy } from '@verba/core/campaigns/update-campaign-strategy';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { detail, editCodes, params, tags } from './campaign-routes';

const groupParams = z.object({ id: text().max(64), groupId: text().max(64) });
const strategyParams = z.object({ id: text().max(64), strategyId: text().max(64) });

/** Groups and strategies one at a time; each change is saved like a whole-tree PUT of the campaign. */
export const campaignStructureRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/campaigns/:id/groups',
    { schema: { tags, security, params, body: createCampaignGroupSchema, response: detail(editCodes, 201) } },
    async (request, reply) => {
      const data = await createCampaignGroup({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/campaigns/:id/groups/:groupId',
    {
      schema: {
        tags,
        security,
        params: groupParams,
        body: updateCampaignGroupSchema,
        response: detail(editCodes),
      },
    },
    async (request) => ({
      data: await updateCampaignGroup({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        groupId: request.params.groupId,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/campaigns/:id/groups/:groupId/strategies',
    {
      schema: {
        tags,
        security,
        params: groupParams,
        body: createCampaignStrategySchema,
        response: detail(editCodes, 201),
      },
    },
    async (request, reply) => {
      const data = await createCampaignStrategy({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        groupId: request.params.groupId,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/campaigns/:id/strategies/:strategyId',
    {
      schema: {
        tags,
        security,
        params: strategyParams,
        body: updateCampaignStrategySchema,
        response: detail(editCodes),
      },
    },
    async (request) => ({
      data: await updateCampaignStrategy({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        strategyId: request.params.strategyId,
        input: request.body,
      }),
    }),
  );
};
