import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dateRangePresets, text, z } from '@verba/domain';
import {
  connectedStatsPlatforms,
  readConnectedAccounts,
} from '@verba/core/channels/connected/read-connected-accounts';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';

const tags = ['connections'];
const params = z.object({ id: text() });
/* eslint-disable no-restricted-syntax -- answer schema: the server writes these strings */
const figures = {
  impressions: z.number().int(),
  clicks: z.number().int(),
  cost_micros: z.string().describe('Micros of the account currency.'),
  conversions: z.number(),
};
const connectedAccountsResponse = z.object({
  status: z.enum(['none', 'reconnect', 'active']),
  platform: z.enum(connectedStatsPlatforms),
  connection_id: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  data_until: z.string().nullable().describe('When the figures were read from the platform.'),
  accounts: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      currency: z.string(),
      manager_id: z.string().nullable(),
      campaigns: z.array(
        z.object({
          id: z.string().describe('Stable id of the external campaign (connect-only platform_stats rows).'),
          external_id: z.string(),
          name: z.string(),
          status: z.string(),
          channel_type: z.string(),
          daily_budget_micros: z.string().nullable(),
          totals: z.object(figures),
        }),
      ),
    }),
  ),
  days: z.array(z.object({ day: z.string(), ...figures })),
});
/* eslint-enable no-restricted-syntax */
const query = z.object({
  platform: z.enum(connectedStatsPlatforms).optional().describe('google_ads (default) or meta.'),
  preset: z.enum(dateRangePresets).optional(),
  from: text().max(10).optional(),
  to: text().max(10).optional(),
});

/**
 * The advertiser's own ad accounts, connected read-only (docs/channels-connected-accounts.md):
 * handlers parse, authorise and delegate. Anyone who manages the advertiser's campaigns sees them;
 * connecting the account is for administrators (docs/channels-connections.md).
 */
export const connectedAccountsRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/advertisers/:id/connected-accounts',
    {
      schema: {
        tags,
        security,
        params,
        querystring: query,
        response: responses({ 200: dataOf(connectedAccountsResponse) }, [
          'CHANNEL_PLATFORM_UNAVAILABLE',
          'CHANNEL_RATE_LIMITED',
        ]),
      },
    },
    async (request) => ({
      data: await readConnectedAccounts({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: {
          advertiserId: request.params.id,
          ...(request.query.platform && { platform: request.query.platform }),
          ...(request.query.preset && { preset: request.query.preset }),
          ...(request.query.from && { from: request.query.from }),
          ...(request.query.to && { to: request.query.to }),
        },
      }),
    }),
  );
};
