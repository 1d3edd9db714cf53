import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z } from '@verba/domain';
import {
  campaignDeliverySchema,
  deliveryBreakdownQuerySchema,
  deliveryBreakdownSchema,
  staffDeliverySchema,
  strategyDeliverySchema,
} from '@verba/domain/delivery/views';
import { getCampaignDelivery } from '@verba/core/delivery/read/get-campaign-delivery';
import { getDeliveryBreakdown } from '@verba/core/delivery/read/get-delivery-breakdown';
import { getStaffDelivery } from '@verba/core/delivery/read/get-staff-delivery';
import { getStrategyDelivery } from '@verba/core/delivery/read/get-strategy-delivery';
import { actorOf, authorize } from '../../plugins/auth';
import { dataOf, responses } from '../../openapi/responses';
import { bearerSecurity as security } from '../../openapi/security';
import type { RouteModule } from '../index';
import { requireActor } from '../users/route-helpers';

const campaignParams = z.object({ id: text().max(64) });
const strategyParams = z.object({ id: text().max(64), strategyId: text().max(64) });

/**
 * What users see of delivery (issue 12): a campaign's and a strategy's figures, pacing and
 * not-delivering reasons, a campaign's breakdown by place, device, environment and site/app (every role of the company; another company's campaign is a 404), and
 * the bidders' health for platform staff (403 for anyone else).
 */
export const deliveryRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/campaigns/:id/delivery',
    {
      schema: {
        tags: ['campaigns'],
        security,
        params: campaignParams,
        response: responses({ 200: dataOf(campaignDeliverySchema) }),
      },
    },
    async (request) => ({
      data: await getCampaignDelivery({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        campaignId: request.params.id,
      }),
    }),
  );

  api.get(
    '/campaigns/:id/delivery/breakdown',
    {
      schema: {
        tags: ['campaigns'],
        security,
        params: campaignParams,
        querystring: deliveryBreakdownQuerySchema,
        response: responses({ 200: dataOf(deliveryBreakdownSchema) }),
      },
    },
    async (request) => ({
      data: await getDeliveryBreakdown({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        campaignId: request.params.id,
        query: request.query,
      }),
    }),
  );

  api.get(
    '/campaigns/:id/strategies/:strategyId/delivery',
    {
      schema: {
        tags: ['campaigns'],
        security,
        params: strategyParams,
        response: responses({ 200: dataOf(strategyDeliverySchema) }, ['STRATEGY_NOT_FOUND']),
      },
    },
    async (request) => ({
      data: await getStrategyDelivery({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        campaignId: request.params.id,
        strategyId: request.params.strategyId,
      }),
    }),
  );

  api.get(
    '/staff/delivery',
    {
      onRequest: requireActor,
      schema: { tags: ['staff'], security, response: responses({ 200: dataOf(staffDeliverySchema) }) },
    },
    async (request) => ({ data: await getStaffDelivery({ deps, actor: actorOf(request) }) }),
  );
};
