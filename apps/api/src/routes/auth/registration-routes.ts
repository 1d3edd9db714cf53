import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailOnlySchema, registerSchema, verifyEmailSchema } from '@verba/domain';
import { register } from '@verba/core/auth/register';
import { requestConfirmationCode } from '@verba/core/auth/request-confirmation-code';
import { verifyEmail } from '@verba/core/auth/verify-email';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';

/** Sign-up and the e-mail confirmation code. */
export const registrationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post('/register', { schema: { tags, body: registerSchema }, config: limitPerMinute(deps, 10) }, async (request) => ({
    data: await register({ deps, input: request.body, language: request.language, ip: request.ip }),
  }));

  api.post(
    '/register/verify',
    { schema: { tags, body: verifyEmailSchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await verifyEmail({ deps, input: request.body, ip: request.ip }) }),
  );

  api.post(
    '/confirmation-code/request',
    { schema: { tags, body: emailOnlySchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await requestConfirmationCode({ deps, input: request.body }) }),
  );
};
