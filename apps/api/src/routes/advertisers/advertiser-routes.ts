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
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, pageOf, responses } from '../../openapi/responses';
import { advertiserDetail, advertiserListItem, advertiserResponse } from './response-schemas';

const tags = ['advertisers'];
const params = z.object({ id: text() });
const saved = (codes: Parameters<typeof responses>[1] = []) =>
  responses({ 200: dataOf(advertiserResponse) }, codes);

/** Advertisers of the caller's company (spec §3, §4): every role may manage them. */
export const advertiserRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/advertisers',
    {
      schema: {
        tags,
        security,
        querystring: listAdvertisersQuerySchema,
        response: responses({ 200: pageOf(advertiserListItem) }),
      },
    },
    async (request) =>
      listAdvertisers({ deps, actor: authorize(request, 'manageAdvertisers'), query: request.query }),
  );

  // Per company: every new advertiser may cost the platform its symbolic credit (issue 8).
  const creationLimit = limitPerMinute(deps, deps.config.advertiserCreationPerMinute, 'company');
  api.post(
    '/advertisers',
    {
      schema: {
        tags,
        security,
        body: createAdvertiserSchema,
        response: responses({ 201: dataOf(advertiserResponse, 'Created.') }, ['COMPANY_DOCUMENT_TAKEN'], {
          rateLimited: true,
        }),
      },
      config: creationLimit,
    },
    async (request, reply) => {
      const data = await createAdvertiser({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/advertisers/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(advertiserDetail) }) } },
    async (request) => ({
      data: await getAdvertiser({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );

  api.put(
    '/advertisers/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: updateAdvertiserSchema,
        response: saved(['ADVERTISER_INACTIVE', 'ADVERTISER_CURRENCY_LOCKED']),
      },
    },
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
    { schema: { tags, security, params, body: setAdvertiserStatusSchema, response: saved() } },
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
    {
      schema: {
        tags,
        security,
        params,
        body: setAdvertiserCouponSchema,
        response: saved([
          'ADVERTISER_INACTIVE',
          'ADVERTISER_COUPON_REMOVED',
          'ADVERTISER_COUPON_ALREADY_SET',
        ]),
      },
    },
    async (request) => ({
      data: await setAdvertiserCoupon({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        coupon: request.body.coupon,
      }),
    }),
  );

  api.delete(
    '/advertisers/:id/coupon',
    { schema: { tags, security, params, response: saved(['ADVERTISER_INACTIVE']) } },
    async (request) => ({
      data: await removeAdvertiserCoupon({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );
};
