import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createAdvertiserSchema,
  listAdvertisersQuerySchema,
  setAdvertiserCouponSchema,
  setAdvertiserStatusSchema,
  text,
  updateAdvertiserSchema,
  z,
} from '@verba/domain';
import { createAdvertiser } from '@verba/core/advertisers/create-advertiser';
import { getAdvertiser } from '@verba/core/advertisers/get-advertiser';
import { listAdvertisers } from '@verba/core/advertisers/list-advertisers';
import { removeAdvertiserCoupon } from '@verba/core/advertisers/remove-advertiser-coupon';
import { setAdvertiserCoupon } from '@verba/core/advertisers/set-advertiser-coupon';
import { setAdvertiserStatus } from '@verba/core/advertisers/set-advertiser-status';
import { updateAdvertiser } from '@verba/core/advertisers/update-advertiser';
import { authorize } from '../../plugins/auth';
import { limitPerMinute } from '../auth/rate-limits';
import type { RouteModule } from '../index';

const tags = ['advertisers'];
const security = [{ bearer: [] }];
const params = z.object({ id: text() });

/** Advertisers of the caller's company (spec §3, §4): every role may manage them. */
export const advertiserRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/advertisers',
    { schema: { tags, security, querystring: listAdvertisersQuerySchema } },
    async (request) =>
      listAdvertisers({ deps, actor: authorize(request, 'manageAdvertisers'), query: request.query }),
  );

  // Per company: every new advertiser may cost the platform its symbolic credit (issue 8).
  const creationLimit = limitPerMinute(deps, deps.config.advertiserCreationPerMinute, 'company');
  api.post(
    '/advertisers',
    { schema: { tags, security, body: createAdvertiserSchema }, config: creationLimit },
    async (request, reply) => {
      const data = await createAdvertiser({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get('/advertisers/:id', { schema: { tags, security, params } }, async (request) => ({
    data: await getAdvertiser({
      deps,
      actor: authorize(request, 'manageAdvertisers'),
      id: request.params.id,
    }),
  }));

  api.put(
    '/advertisers/:id',
    { schema: { tags, security, params, body: updateAdvertiserSchema } },
    async (request) => ({
      data: await updateAdvertiser({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.put(
    '/advertisers/:id/status',
    { schema: { tags, security, params, body: setAdvertiserStatusSchema } },
    async (request) => ({
      data: await setAdvertiserStatus({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        status: request.body.status,
      }),
    }),
  );

  api.put(
    '/advertisers/:id/coupon',
    { schema: { tags, security, params, body: setAdvertiserCouponSchema } },
    async (request) => ({
      data: await setAdvertiserCoupon({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        coupon: request.body.coupon,
      }),
    }),
  );

  api.delete('/advertisers/:id/coupon', { schema: { tags, security, params } }, async (request) => ({
    data: await removeAdvertiserCoupon({
      deps,
      actor: authorize(request, 'manageAdvertisers'),
      id: request.params.id,
    }),
  }));
};
