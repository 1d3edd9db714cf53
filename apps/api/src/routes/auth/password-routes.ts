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
import { dataOf, responses } from '../../openapi/responses';
import { emailResponse, passwordChangedResponse, passwordCreatedResponse } from './response-schemas';

const publicRoute = { authenticated: false, rateLimited: true } as const;
const emailSent = responses(
  {
    200: dataOf(emailResponse, 'The address the e-mail went to (the same answer for any address).'),
  },
  [],
  publicRoute,
);
const passwordSet = responses(
  { 200: dataOf(emailResponse, 'The password is set; sign in with it.') },
  ['TOKEN_INVALID', 'PASSWORD_TOO_COMMON'],
  publicRoute,
);

const passwordCreated = responses(
  {
    200: dataOf(
      passwordCreatedResponse,
      'The password is set and the user signed in (no token for a user with 2FA: they sign in).',
    ),
  },
  ['TOKEN_INVALID', 'PASSWORD_TOO_COMMON'],
  publicRoute,
);

/** Forgotten password, an invited user's first password, and a signed-in user's password change. */
export const passwordRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/password/email',
    {
      schema: { tags, body: emailOnlySchema, response: emailSent },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await requestPasswordReset({ deps, input: request.body }) }),
  );

  api.post(
    '/password/reset',
    { schema: { tags, body: passwordResetSchema, response: passwordSet }, config: limitPerMinute(deps, 10) },
    async (request) => ({
      data: await resetPassword({ deps, input: request.body, ip: request.ip }),
    }),
  );

  api.post(
    '/password/create',
    {
      schema: { tags, body: passwordResetSchema, response: passwordCreated },
      config: limitPerMinute(deps, 10),
    },
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
      schema: {
        tags,
        security: bearerSecurity,
        body: changePasswordSchema,
        response: responses(
          { 200: dataOf(passwordChangedResponse, 'Changed; the other sessions ended.') },
          ['CURRENT_PASSWORD_INVALID', 'PASSWORD_TOO_COMMON'],
          { rateLimited: true },
        ),
      },
      config: limitPerMinute(deps, 5),
    },
    async (request) => ({
      data: await changePassword({ deps, actor: actorOf(request), input: request.body }),
    }),
  );
};
