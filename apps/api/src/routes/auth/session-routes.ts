import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginSchema, twoFactorAuthenticateSchema, twoFactorRequestSchema } from '@verba/domain';
import { authenticateTwoFactor } from '@verba/core/auth/authenticate-two-factor';
import { currentUser } from '@verba/core/auth/current-user';
import { login } from '@verba/core/auth/login';
import { logout } from '@verba/core/auth/logout';
import { requestTwoFactorCode } from '@verba/core/auth/request-two-factor-code';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { limitPerMinute } from './rate-limits';
import { bearerSecurity } from '../../openapi/security';

/** Sign-in, two-factor, sign-out and the current user. */
export const sessionRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  api.post(
    '/login',
    { schema: { tags, body: loginSchema }, config: limitPerMinute(deps, 10) },
    async (request) => ({
      data: await login({ deps, input: request.body, ip: request.ip }),
    }),
  );

  api.post(
    '/two-factor-authentication/request',
    { schema: { tags, body: twoFactorRequestSchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await requestTwoFactorCode({ deps, input: request.body }) }),
  );

  api.post(
    '/two-factor-authentication/authenticate',
    { schema: { tags, body: twoFactorAuthenticateSchema }, config: limitPerMinute(deps, 5, 'ip_email') },
    async (request) => ({ data: await authenticateTwoFactor({ deps, input: request.body, ip: request.ip }) }),
  );

  api.post('/logout', { schema: { tags, security: bearerSecurity } }, async (request) => {
    await logout({ deps, actor: actorOf(request) });
    return { data: null };
  });

  api.get('/users/me', { schema: { tags, security: bearerSecurity } }, async (request) => ({
    data: await currentUser({ deps, actor: actorOf(request), user: request.actorUser }),
  }));
};
