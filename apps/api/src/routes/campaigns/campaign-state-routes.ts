import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z, type ErrorCode } from '@verba/domain';
import type { Actor, Deps } from '@verba/core';
import { activateCampaign } from '@verba/core/campaigns/activate-campaign';
import { activateCampaignGroup } from '@verba/core/campaigns/activate-campaign-group';
import { activateCampaignStrategy } from '@verba/core/campaigns/activate-campaign-strategy';
import { pauseCampaign } from '@verba/core/campaigns/pause-campaign';
import { pauseCampaignGroup } from '@verba/core/campaigns/pause-campaign-group';
import { pauseCampaignStrategy } from '@verba/core/campaigns/pause-campaign-strategy';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { detail, params, tags } from './campaign-routes';

const groupParams = z.object({ id: text().max(64), groupId: text().max(64) });
const strategyParams = z.object({ id: text().max(64), strategyId: text().max(64) });
const activateBody = z.object({ keep_paused: z.boolean().optional() }).strict().nullish();
const structureRefusals: ErrorCode[] = ['CAMPAIGN_PAUSED', 'CAMPAIGN_FINISHED', 'CAMPAIGN_NOT_EDITABLE'];

type Run<P> = (options: { deps: Deps; actor: Actor } & P) => Promise<unknown>;

/** Pause and activate a campaign, a group or a strategy (spec §4 cascade, DESIGN §7 budget sums). */
export const campaignStateRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/campaigns/:id/pause',
    {
      schema: { tags, security, params, response: detail(['CAMPAIGN_NOT_PAUSABLE', 'CAMPAIGN_FINISHED']) },
    },
    async (request) => ({
      data: await pauseCampaign({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
      }),
    }),
  );

  api.post(
    '/campaigns/:id/activate',
    {
      schema: {
        tags,
        security,
        params,
        description:
          'Activates everything (spec §4), refused with 422 when the budgets would not fit (DESIGN §7). ' +
          '`keep_paused: true` brings back only what the campaign pause switched off.',
        body: activateBody,
        response: detail([
          'CAMPAIGN_NOT_ACTIVATABLE',
          'CAMPAIGN_FINISHED',
          'ADVERTISER_INACTIVE',
          'BUDGET_OVER_BALANCE',
          'CHANNEL_NOT_LIVE',
          'META_PAGE_NOT_CONNECTED',
          'CAMPAIGN_ACTIVATION_GROUPS_OVER_BUDGET',
          'CAMPAIGN_ACTIVATION_STRATEGIES_OVER_BUDGET',
          'ACTIVATION_GROUPS_OVER_CAMPAIGN',
          'ACTIVATION_STRATEGIES_OVER_GROUP',
        ]),
      },
    },
    async (request) => ({
      data: await activateCampaign({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        keepPaused: request.body?.keep_paused ?? false,
      }),
    }),
  );

  for (const [verb, run, codes] of [
    ['pause', pauseCampaignGroup, ['GROUP_NOT_FOUND', 'GROUP_NOT_PAUSABLE']],
    [
      'activate',
      activateCampaignGroup,
      [
        'GROUP_NOT_FOUND',
        'GROUP_NOT_ACTIVATABLE',
        'ACTIVATION_GROUPS_OVER_CAMPAIGN',
        'ACTIVATION_STRATEGIES_OVER_GROUP',
      ],
    ],
  ] as const)
    api.post(
      `/campaigns/:id/groups/:groupId/${verb}`,
      { schema: { tags, security, params: groupParams, response: detail([...structureRefusals, ...codes]) } },
      async (request) => ({
        data: await (run as Run<{ id: string; groupId: string }>)({
          deps,
          actor: authorize(request, 'manageCampaigns'),
          id: request.params.id,
          groupId: request.params.groupId,
        }),
      }),
    );

  for (const [verb, run, codes] of [
    ['pause', pauseCampaignStrategy, ['STRATEGY_NOT_FOUND', 'STRATEGY_NOT_PAUSABLE', 'GROUP_PAUSED']],
    [
      'activate',
      activateCampaignStrategy,
      ['STRATEGY_NOT_FOUND', 'STRATEGY_NOT_ACTIVATABLE', 'GROUP_PAUSED', 'ACTIVATION_STRATEGIES_OVER_GROUP'],
    ],
  ] as const)
    api.post(
      `/campaigns/:id/strategies/:strategyId/${verb}`,
      {
        schema: {
          tags,
          security,
          params: strategyParams,
          response: detail([...structureRefusals, ...codes]),
        },
      },
      async (request) => ({
        data: await (run as Run<{ id: string; strategyId: string }>)({
          deps,
          actor: authorize(request, 'manageCampaigns'),
          id: request.params.id,
          strategyId: request.params.strategyId,
        }),
      }),
    );
};
