import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { changePasswordSchema, emailOnlySchema, passwordResetSchema } from '@verba/domain';
import { changePassword } from '@verba/core/auth/change-password';
import { createPassword } from '@verba/core/auth/create-password';
import { requestPasswordReset } from '@verba/core/auth/request-password-reset';
import { resetPassword } from '@verba/core/auth/reset-password';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor } from '../users/route-helpers';
import { limitPerMinute } from './rate-limits';
import { bearerSecurity } from '../../openapi/security';

/** Forgotten password, an invited user's first password, and a signed-in user's password change. */
export const passwordRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/password/email',
    { schema: { tags, body: emailOnlySchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await requestPasswordReset({ deps, input: request.body }) }),
  );

  api.post(
    '/password/reset',
    { schema: { tags, body: passwordResetSchema }, config: limitPerMinute(deps, 10) },
    async (request) => ({
      data: await resetPassword({ deps, input: request.body, ip: request.ip }),
    }),
  );

  api.post(
    '/password/create',
    { schema: { tags, body: passwordResetSchema }, config: limitPerMinute(deps, 10) },
    async (request) => ({
      data: await createPassword({ deps, input: request.body, ip: request.ip }),
    }),
  );

  // Settings: the current password proves it is the user; other sessions end. Limited per address
  // like the sign-in, so the current password cannot be guessed through it.
  api.put(
    '/users/me/password',
    {
      onRequest: requireActor,
      schema: { tags, security: bearerSecurity, body: changePasswordSchema },
      config: limitPerMinute(deps, 5),
    },
    async (request) => ({
      data: await changePassword({ deps, actor: actorOf(request), input: request.body }),
    }),
  );
};
