import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z } from '@verba/domain';
import { startImpersonation } from '@verba/core/impersonation/start-impersonation';
import { stopImpersonation } from '@verba/core/impersonation/stop-impersonation';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { dataOf, impersonationResponse } from '../users/response-schemas';
import { bearerSecurity as security, perMinute, requireActor as onRequest } from '../users/route-helpers';

/** Platform staff acting as a user; see the auth plugin for Original-Authorization and auditing. */
export const impersonationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['impersonation'];

  api.post(
    '/impersonation',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: z.object({ user_id: text().max(64), return_url: text().max(2048).optional() }),
        response: { 200: impersonationResponse },
      },
      config: perMinute(deps, 30),
    },
    async (request) => ({
      data: await startImpersonation({
        deps,
        actor: actorOf(request),
        userId: request.body.user_id,
        returnPath: request.body.return_url,
      }),
    }),
  );

  api.post(
    '/impersonation/stop',
    {
      onRequest,
      schema: { tags, security, response: { 200: dataOf(z.object({ stopped: z.literal(true) })) } },
    },
    async (request) => ({
      data: await stopImpersonation({ deps, actor: actorOf(request) }),
    }),
  );
};
