import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessRequestSchema, emailOnlySchema, registerSchema, verifyEmailSchema } from '@verba/domain';
import { register } from '@verba/core/auth/register';
import { requestCompanyAccess } from '@verba/core/company/request-company-access';
import { requestConfirmationCode } from '@verba/core/auth/request-confirmation-code';
import { verifyEmail } from '@verba/core/auth/verify-email';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';

/** Sign-up, the e-mail confirmation code, and asking a registered company for an invitation. */
export const registrationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/register',
    { schema: { tags, body: registerSchema }, config: limitPerMinute(deps, 10) },
    async (request) => ({
      data: await register({ deps, input: request.body, language: request.language, ip: request.ip }),
    }),
  );

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

  api.post(
    '/register/access-request',
    { schema: { tags, body: accessRequestSchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await requestCompanyAccess({ deps, input: request.body, ip: request.ip }) }),
  );
};
