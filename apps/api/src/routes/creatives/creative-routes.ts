import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  creativeInputSchema,
  creativeSchema,
  creativeWarningSchema,
  listCreativesQuerySchema,
  text,
  z,
} from '@verba/domain';
import { archiveCreative } from '@verba/core/creatives/archive-creative';
import { createCreative } from '@verba/core/creatives/create-creative';
import { getCreative } from '@verba/core/creatives/get-creative';
import { listCreatives } from '@verba/core/creatives/list-creatives';
import { updateCreative } from '@verba/core/creatives/update-creative';
import { toWarningViews } from '@verba/core/creatives/warning-view';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';

const tags = ['creatives'];
const params = z.object({ id: text().max(64) });
const advertiserParams = z.object({ advertiserId: text().max(64) });
const one = { 200: z.object({ data: creativeSchema }) };
const saved = z.object({ data: creativeSchema, warnings: z.array(creativeWarningSchema) });
const page = { 200: z.object({ data: z.array(creativeSchema), meta: pageMeta }) };

/** Creatives of the company's advertisers (issue 10): every role manages them. */
export const creativeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/creatives',
    { onRequest, schema: { tags, security, querystring: listCreativesQuerySchema, response: page } },
    async (request) =>
      listCreatives({ deps, actor: authorize(request, 'manageAdvertisers'), query: request.query }),
  );

  api.get(
    '/advertisers/:advertiserId/creatives',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: advertiserParams,
        querystring: listCreativesQuerySchema,
        response: page,
      },
    },
    async (request) =>
      listCreatives({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        query: { ...request.query, advertiser_id: request.params.advertiserId },
      }),
  );

  api.post(
    '/advertisers/:advertiserId/creatives',
    {
      onRequest,
      schema: {
        tags,
        security,
        params: advertiserParams,
        body: creativeInputSchema,
        response: { 201: saved },
      },
    },
    async (request, reply) => {
      const { data, warnings } = await createCreative({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        advertiserId: request.params.advertiserId,
        input: request.body,
      });
      return reply.status(201).send({ data, warnings: toWarningViews(warnings, request.t) });
    },
  );

  api.get(
    '/creatives/:id',
    { onRequest, schema: { tags, security, params, response: one } },
    async (request) => ({
      data: await getCreative({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );

  api.put(
    '/creatives/:id',
    { onRequest, schema: { tags, security, params, body: creativeInputSchema, response: { 200: saved } } },
    async (request) => {
      const { data, warnings } = await updateCreative({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        input: request.body,
      });
      return { data, warnings: toWarningViews(warnings, request.t) };
    },
  );

  api.delete(
    '/creatives/:id',
    { onRequest, schema: { tags, security, params, response: one } },
    async (request) => ({
      data: await archiveCreative({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );
};
