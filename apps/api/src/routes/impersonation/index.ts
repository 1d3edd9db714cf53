import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, z } from '@verba/domain';
import { grantImpersonation } from '@verba/core/impersonation/grant-impersonation';
import { previewImpersonationGrant } from '@verba/core/impersonation/preview-impersonation-grant';
import { redeemImpersonationGrant } from '@verba/core/impersonation/redeem-impersonation-grant';
import { stopImpersonation } from '@verba/core/impersonation/stop-impersonation';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import {
  dataOf,
  impersonationGrantResponse,
  impersonationPreviewResponse,
  impersonationResponse,
} from '../users/response-schemas';
import { bearerSecurity as security, perMinute, requireActor as onRequest } from '../users/route-helpers';

const grantBody = z.object({ grant: text().min(1).max(256) });

/**
 * Platform staff acting as a user: a grant first (the link), redeemed with the same staff
 * member's own session; see the auth plugin for Original-Authorization and auditing.
 */
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
        response: { 200: impersonationGrantResponse },
      },
      config: perMinute(deps, 30),
    },
    async (request) => ({
      data: await grantImpersonation({
        deps,
        actor: actorOf(request),
        userId: request.body.user_id,
        returnPath: request.body.return_url,
      }),
    }),
  );

  api.post(
    '/impersonation/preview',
    {
      onRequest,
      schema: { tags, security, body: grantBody, response: { 200: impersonationPreviewResponse } },
      config: perMinute(deps, 30),
    },
    async (request) => ({
      data: await previewImpersonationGrant({ deps, actor: actorOf(request), grant: request.body.grant }),
    }),
  );

  api.post(
    '/impersonation/redeem',
    {
      onRequest,
      schema: { tags, security, body: grantBody, response: { 200: impersonationResponse } },
      config: perMinute(deps, 30),
    },
    async (request) => ({
      data: await redeemImpersonationGrant({ deps, actor: actorOf(request), grant: request.body.grant }),
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
