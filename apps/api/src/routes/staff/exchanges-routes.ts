import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createExchangeSchema,
  exchangeListSchema,
  exchangeViewSchema,
  exchangeWithSecretSchema,
  setExchangeStatusSchema,
  text,
  updateExchangeSchema,
  z,
} from '@verba/domain';
import { createExchange } from '@verba/core/exchanges/create-exchange';
import { listExchanges } from '@verba/core/exchanges/list-exchanges';
import { rotateExchangeSecret } from '@verba/core/exchanges/rotate-exchange-secret';
import { setExchangeStatus } from '@verba/core/exchanges/set-exchange-status';
import { updateExchange } from '@verba/core/exchanges/update-exchange';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { responses } from '../../openapi/responses';

const tags = ['staff'];
const params = z.object({ id: text().max(64) });
const saving = ['EXCHANGE_SLUG_TAKEN', 'EXCHANGE_TLS_UNAVAILABLE', 'EXCHANGE_SECRET_KEY_MISSING'] as const;

/**
 * The exchange registry (issue 25, DESIGN §8a), platform staff only: 401 without a token, 403 for
 * anyone else. Secrets are answered once, at creation and rotation (and when the method changes).
 */
export const staffExchangeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/exchanges',
    { onRequest, schema: { tags, security, response: responses({ 200: exchangeListSchema }) } },
    async (request) => listExchanges({ deps, actor: actorOf(request) }),
  );

  api.post(
    '/staff/exchanges',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: createExchangeSchema,
        response: responses({ 201: exchangeWithSecretSchema }, [...saving]),
      },
    },
    async (request, reply) => {
      const created = await createExchange({ deps, actor: actorOf(request), input: request.body });
      return reply.status(201).send(created);
    },
  );

  api.put(
    '/staff/exchanges/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: updateExchangeSchema,
        response: responses({ 200: exchangeWithSecretSchema }, ['EXCHANGE_NOT_FOUND', ...saving]),
      },
    },
    async (request) =>
      updateExchange({ deps, actor: actorOf(request), id: request.params.id, input: request.body }),
  );

  api.post(
    '/staff/exchanges/:id/rotate-secret',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: exchangeWithSecretSchema }, [
          'EXCHANGE_NOT_FOUND',
          'EXCHANGE_HAS_NO_SECRET',
          'EXCHANGE_SECRET_KEY_MISSING',
        ]),
      },
    },
    async (request) => rotateExchangeSecret({ deps, actor: actorOf(request), id: request.params.id }),
  );

  api.post(
    '/staff/exchanges/:id/status',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: setExchangeStatusSchema,
        response: responses({ 200: z.object({ data: exchangeViewSchema }) }, ['EXCHANGE_NOT_FOUND']),
      },
    },
    async (request) => ({
      data: await setExchangeStatus({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
