import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currencies, onboardingStepKeys, z } from '@verba/domain';
import { homeDeliverySchema } from '@verba/domain/delivery/views';
import { getHome } from '@verba/core/home/get-home';
import { getHomeDelivery } from '@verba/core/home/get-home-delivery';
import { getStaffHome } from '@verba/core/home/get-staff-home';
import { getCampaignForecast } from '@verba/core/campaigns/forecast/get-campaign-forecast';
import { campaignForecastViewSchema } from '@verba/domain/campaigns/forecast';
import { params } from '../campaigns/campaign-routes';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, moneyResponse, responses } from '../../openapi/responses';

const tags = ['home'];

const amounts = z.array(z.object({ currency: z.enum(currencies), amount: moneyResponse }));

/** `GET home` (`HomeView`): the first-steps checklist, and the balances for finance roles (else null). */
const homeResponse = z.object({
  steps: z.array(z.object({ key: z.enum(onboardingStepKeys), done: z.boolean() })),
  balances: z
    .object({
      company_wallet: moneyResponse,
      available_for_campaigns: amounts,
      inactive_advertisers: amounts,
      inactive_advertisers_count: z.number().int(),
    })
    .nullable(),
});

/** `GET staff/home` (`StaffHomeView`): counts of what waits for staff. */
const staffHomeResponse = z.object({
  deposits_waiting: z.number().int(),
  document_changes_pending: z.number().int(),
});

/**
 * The home page: a company's first-steps checklist and balances, and its active campaigns over the
 * last 30 days; the staff's waiting work.
 */
export const homeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/home',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(homeResponse) }) } },
    async (request) => ({
      data: await getHome({ deps, actor: actorOf(request) }),
    }),
  );
  api.get(
    '/home/delivery',
    { schema: { tags, security, response: responses({ 200: dataOf(homeDeliverySchema) }) } },
    async (request) => ({
      data: await getHomeDelivery({ deps, actor: authorize(request, 'manageCampaigns') }),
    }),
  );
  // Issue 29: forecast at set-up against delivered, on the campaign page (any role of its company).
  api.get(
    '/campaigns/:id/forecast',
    {
      schema: {
        tags: ['campaigns'],
        security,
        params,
        response: responses({ 200: dataOf(campaignForecastViewSchema) }),
      },
    },
    async (request) => ({
      data: await getCampaignForecast({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
      }),
    }),
  );
  // Staff only: 403 for anyone else.
  api.get(
    '/staff/home',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(staffHomeResponse) }) } },
    async (request) => ({
      data: await getStaffHome({ deps, actor: actorOf(request) }),
    }),
  );
};
