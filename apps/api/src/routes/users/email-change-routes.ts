import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmEmailChangeSchema } from '@verba/domain';
import { cancelEmailChange } from '@verba/core/users/cancel-email-change';
import { confirmEmailChange } from '@verba/core/users/confirm-email-change';
import { resendEmailChange } from '@verba/core/users/resend-email-change';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { dataOf, emailChangedResponse, userResponse } from './response-schemas';
import {
  bearerSecurity as security,
  perMinute,
  requireActor as onRequest,
  userIdParams as params,
} from './route-helpers';

/** A pending e-mail change: resend its link, cancel it, and confirm it from the link (signed in or not). */
export const emailChangeRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.post(
    '/users/:id/pending-email/resend',
    {
      onRequest,
      schema: { tags, security, params, response: { 200: dataOf(userResponse) } },
      config: perMinute(deps, 10),
    },
    async (request) => ({
      data: await resendEmailChange({ deps, actor: actorOf(request), userId: request.params.id }),
    }),
  );

  api.delete(
    '/users/:id/pending-email',
    { onRequest, schema: { tags, security, params, response: { 200: dataOf(userResponse) } } },
    async (request) => ({
      data: await cancelEmailChange({ deps, actor: actorOf(request), userId: request.params.id }),
    }),
  );

  api.post(
    '/email-change/confirm',
    {
      schema: {
        tags,
        body: confirmEmailChangeSchema,
        response: { 200: emailChangedResponse },
      },
      config: perMinute(deps, 10),
    },
    async (request) => ({
      data: await confirmEmailChange({ deps, input: request.body, actor: request.actor, ip: request.ip }),
    }),
  );
};
