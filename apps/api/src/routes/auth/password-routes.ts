import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailOnlySchema, passwordResetSchema } from '@verba/domain';
import { createPassword } from '@verba/core/auth/create-password';
import { requestPasswordReset } from '@verba/core/auth/request-password-reset';
import { resetPassword } from '@verba/core/auth/reset-password';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';

/** Forgotten password and an invited user's first password. */
export const passwordRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/password/email',
    { schema: { tags, body: emailOnlySchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await requestPasswordReset({ deps, input: request.body }) }),
  );

  api.post('/password/reset', { schema: { tags, body: passwordResetSchema }, config: limitPerMinute(deps, 10) }, async (request) => ({
    data: await resetPassword({ deps, input: request.body, ip: request.ip }),
  }));

  api.post('/password/create', { schema: { tags, body: passwordResetSchema }, config: limitPerMinute(deps, 10) }, async (request) => ({
    data: await createPassword({ deps, input: request.body, ip: request.ip }),
  }));
};
