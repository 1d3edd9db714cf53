import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accessRequestSchema, emailOnlySchema, registerSchema, verifyEmailSchema } from '@verba/domain';
import { register } from '@verba/core/auth/register';
import { requestCompanyAccess } from '@verba/core/company/request-company-access';
import { requestConfirmationCode } from '@verba/core/auth/request-confirmation-code';
import { verifyEmail } from '@verba/core/auth/verify-email';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';
import { dataOf, responses } from '../../openapi/responses';
import {
  accessRequestedResponse,
  emailResponse,
  registeredResponse,
  signedInResponse,
} from './response-schemas';

const publicRoute = { authenticated: false, rateLimited: true } as const;

/** Sign-up, the e-mail confirmation code, and asking a registered company for an invitation. */
export const registrationRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/register',
    {
      schema: {
        tags,
        body: registerSchema,
        response: responses(
          {
            200: dataOf(
              registeredResponse,
              'Signed up (or the e-mail already had an account: the same answer); the code was e-mailed.',
            ),
          },
          ['COMPANY_DOCUMENT_TAKEN', 'PASSWORD_TOO_COMMON'],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 10),
    },
    async (request) => ({
      data: await register({ deps, input: request.body, language: request.language, ip: request.ip }),
    }),
  );

  api.post(
    '/register/verify',
    {
      schema: {
        tags,
        body: verifyEmailSchema,
        response: responses(
          { 200: dataOf(signedInResponse, 'Confirmed and signed in.') },
          ['CODE_INVALID', 'CODE_EXPIRED', 'CODE_ATTEMPTS_EXCEEDED'],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await verifyEmail({ deps, input: request.body, ip: request.ip }) }),
  );

  api.post(
    '/confirmation-code/request',
    {
      schema: {
        tags,
        body: emailOnlySchema,
        response: responses(
          {
            200: dataOf(emailResponse, 'A new code was e-mailed if the sign-up waits for one.'),
          },
          [],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await requestConfirmationCode({ deps, input: request.body }) }),
  );

  api.post(
    '/register/access-request',
    {
      schema: {
        tags,
        body: accessRequestSchema,
        response: responses(
          { 200: dataOf(accessRequestedResponse, 'The same answer whatever the document.') },
          [],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await requestCompanyAccess({ deps, input: request.body, ip: request.ip }) }),
  );
};
