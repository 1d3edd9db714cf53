import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, twoFactorAuthenticateSchema, twoFactorRequestSchema, z } from '@verba/domain';
import { authenticateTwoFactor } from '@verba/core/auth/authenticate-two-factor';
import { currentUser } from '@verba/core/auth/current-user';
import { login } from '@verba/core/auth/login';
import { logout } from '@verba/core/auth/logout';
import { requestTwoFactorCode } from '@verba/core/auth/request-two-factor-code';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';
import { bearerSecurity } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';
import {
  currentUserResponse,
  loginResponse,
  signedInResponse,
  twoFactorSentResponse,
} from './response-schemas';

const publicRoute = { authenticated: false, rateLimited: true };

/** Sign-in, two-factor, sign-out and the current user. */
export const sessionRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/login',
    {
      schema: {
        tags,
        body: loginSchema,
        response: responses(
          { 200: dataOf(loginResponse) },
          ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'USER_INACTIVE'],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 10),
    },
    async (request) => ({
      data: await login({ deps, input: request.body, ip: request.ip }),
    }),
  );

  api.post(
    '/two-factor-authentication/request',
    {
      schema: {
        tags,
        body: twoFactorRequestSchema,
        response: responses(
          { 200: dataOf(twoFactorSentResponse) },
          ['TWO_FACTOR_CHALLENGE_INVALID', 'TWO_FACTOR_RESENDS_EXCEEDED'],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await requestTwoFactorCode({ deps, input: request.body }) }),
  );

  api.post(
    '/two-factor-authentication/authenticate',
    {
      schema: {
        tags,
        body: twoFactorAuthenticateSchema,
        response: responses(
          { 200: dataOf(signedInResponse) },
          [
            'TWO_FACTOR_CHALLENGE_INVALID',
            'CODE_INVALID',
            'CODE_EXPIRED',
            'CODE_ATTEMPTS_EXCEEDED',
            'USER_INACTIVE',
          ],
          publicRoute,
        ),
      },
      config: limitPerMinute(deps, 5, 'ip_email'),
    },
    async (request) => ({ data: await authenticateTwoFactor({ deps, input: request.body, ip: request.ip }) }),
  );

  api.post(
    '/logout',
    { schema: { tags, security: bearerSecurity, response: responses({ 200: dataOf(z.null()) }) } },
    async (request) => {
      await logout({ deps, actor: actorOf(request) });
      return { data: null };
    },
  );

  api.get(
    '/users/me',
    { schema: { tags, security: bearerSecurity, response: responses({ 200: dataOf(currentUserResponse) }) } },
    async (request) => currentUser({ deps, actor: actorOf(request), user: request.actorUser }),
  );
};
