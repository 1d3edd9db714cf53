import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignChannelSchema } from '@verba/domain';
import { getCampaignChannel } from '@verba/core/channels/lifecycle/get-campaign-channel';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';
import { params, tags } from './campaign-routes';

/**
 * GET campaigns/:id/channel (issue 27): the platform panel of a SEARCH, YOUTUBE, META_ADS, AUDIO
 * or MANUAL campaign — platform state, review with its reasons, budget set there, data freshness.
 * `data: null` for the types Verba's own bidder delivers; another company's campaign is a 404.
 */
export const campaignChannelRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/campaigns/:id/channel',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(campaignChannelSchema.nullable()) }),
      },
    },
    async (request) => ({
      data: await getCampaignChannel({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        campaignId: request.params.id,
      }),
    }),
  );
};
