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
const structureRefusals: ErrorCode[] = ['CAMPAIGN_PAUSED', 'CAMPAIGN_FINISHED', 'CAMPAIGN_NOT_EDITABLE'];

type Run<P> = (options: { deps: Deps; actor: Actor } & P) => Promise<unknown>;

/** Pause and activate a campaign, a group or a strategy (spec §4 cascade); no body. */
export const campaignStateRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  for (const [verb, run, codes] of [
    ['pause', pauseCampaign, ['CAMPAIGN_NOT_PAUSABLE', 'CAMPAIGN_FINISHED']],
    [
      'activate',
      activateCampaign,
      ['CAMPAIGN_NOT_ACTIVATABLE', 'CAMPAIGN_FINISHED', 'ADVERTISER_INACTIVE', 'BUDGET_OVER_BALANCE'],
    ],
  ] as const)
    api.post(
      `/campaigns/:id/${verb}`,
      { schema: { tags, security, params, response: detail([...codes]) } },
      async (request) => ({
        data: await (run as Run<{ id: string }>)({
          deps,
          actor: authorize(request, 'manageCampaigns'),
          id: request.params.id,
        }),
      }),
    );

  for (const [verb, run, codes] of [
    ['pause', pauseCampaignGroup, ['GROUP_NOT_FOUND', 'GROUP_NOT_PAUSABLE']],
    ['activate', activateCampaignGroup, ['GROUP_NOT_FOUND', 'GROUP_NOT_ACTIVATABLE']],
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
      ['STRATEGY_NOT_FOUND', 'STRATEGY_NOT_ACTIVATABLE', 'GROUP_PAUSED'],
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
