import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPixelGroupSchema,
  listPixelGroupsQuerySchema,
  pixelGroupViewSchema,
  pixelRecentEventsSchema,
  pixelRuleSchema,
  renamePixelGroupSchema,
  text,
  z,
} from '@verba/domain';
import { addPixelRule } from '@verba/core/pixels/add-pixel-rule';
import { createPixelGroup } from '@verba/core/pixels/create-pixel-group';
import { getPixelGroup } from '@verba/core/pixels/get-pixel-group';
import { listPixelGroups } from '@verba/core/pixels/list-pixel-groups';
import { listRecentPixelEvents } from '@verba/core/pixels/list-recent-pixel-events';
import { refusePixelRuleChange } from '@verba/core/pixels/refuse-pixel-rule-change';
import { renamePixelGroup } from '@verba/core/pixels/rename-pixel-group';
import { authorize } from '../../plugins/auth';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { responses } from '../../openapi/responses';

const tags = ['pixels'];
const params = z.object({ id: text().max(64) });
const ruleParams = z.object({ id: text().max(64), ruleId: text().max(64) });
const oneGroup = { 200: z.object({ data: pixelGroupViewSchema }) };

/**
 * Pixel groups of the caller's company (spec §3 Pixel, §4): every role manages them (DESIGN §7,
 * with the advertisers' assets); another company's group is a 404. Rules are only ever added.
 */
export const pixelRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/pixel-groups',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listPixelGroupsQuerySchema,
        response: { 200: z.object({ data: z.array(pixelGroupViewSchema), meta: pageMeta }) },
      },
    },
    async (request) =>
      listPixelGroups({ deps, actor: authorize(request, 'manageAdvertisers'), query: request.query }),
  );

  api.post(
    '/pixel-groups',
    { onRequest, schema: { tags, security, body: createPixelGroupSchema, response: { 201: oneGroup[200] } } },
    async (request, reply) => {
      const data = await createPixelGroup({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/pixel-groups/:id',
    { onRequest, schema: { tags, security, params, response: oneGroup } },
    async (request) => ({
      data: await getPixelGroup({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );

  api.put(
    '/pixel-groups/:id',
    { onRequest, schema: { tags, security, params, body: renamePixelGroupSchema, response: oneGroup } },
    async (request) => ({
      data: await renamePixelGroup({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/pixel-groups/:id/rules',
    {
      onRequest,
      schema: { tags, security, params, body: pixelRuleSchema, response: { 201: oneGroup[200] } },
    },
    async (request, reply) => {
      const data = await addPixelRule({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        groupId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  // Spec §4: rules cannot be edited or deleted. The routes exist to say so (409, translated).
  api.route({
    method: ['PUT', 'PATCH', 'DELETE'],
    url: '/pixel-groups/:id/rules/:ruleId',
    onRequest,
    // Spec §4: rules cannot change after creation; the route exists to answer so (409), never 2xx.
    schema: {
      tags,
      security,
      params: ruleParams,
      description: 'Always refused: a pixel rule cannot be edited or deleted (409 PIXEL_RULES_IMMUTABLE).',
      response: responses({}, ['PIXEL_RULES_IMMUTABLE']),
    },
    handler: async (request) =>
      refusePixelRuleChange({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        groupId: request.params.id,
        ruleId: request.params.ruleId,
      }),
  });

  api.get(
    '/pixel-groups/:id/events',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: { 200: z.object({ data: z.array(pixelRecentEventsSchema) }) },
      },
    },
    async (request) => ({
      data: await listRecentPixelEvents({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        groupId: request.params.id,
      }),
    }),
  );
};
