import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  inviteUserSchema,
  listUsersQuerySchema,
  setLanguageSchema,
  updateUserSchema,
  z,
} from '@verba/domain';
import { deleteUser } from '@verba/core/users/delete-user';
import { getUser } from '@verba/core/users/get-user';
import { inviteUser } from '@verba/core/users/invite-user';
import { listRoles } from '@verba/core/users/list-roles';
import { listUsers } from '@verba/core/users/list-users';
import { setUserActive } from '@verba/core/users/set-user-active';
import { setUserLanguage } from '@verba/core/users/set-user-language';
import { setUserPreference, type UserPreference } from '@verba/core/users/set-user-preference';
import { updateUser } from '@verba/core/users/update-user';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { emailChangeRoutes } from './email-change-routes';
import { dataOf, rolesResponse, userResponse, usersPageResponse } from './response-schemas';
import { responses } from '../../openapi/responses';
import {
  bearerSecurity as security,
  flagSchema,
  perMinute,
  requireActor as onRequest,
  userIdParams as params,
} from './route-helpers';

/** The preference toggles of spec §7: path → preference (and the body field that sets it explicitly). */
const preferenceRoutes: Record<string, UserPreference> = {
  'two-factor-authentication': 'use_2fa',
  'emails-enabled': 'emails_enabled',
  'whatsapp-enabled': 'whatsapp_enabled',
};

/** Company users and roles (spec §7): list, invite, edit, delete, activate, language, toggles, e-mail changes. */
export const usersRoutes: RouteModule = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];

  api.get(
    '/roles',
    { onRequest, schema: { tags, security, response: { 200: rolesResponse } } },
    async (request) => ({ data: listRoles({ language: request.language }) }),
  );

  api.get(
    '/users',
    {
      onRequest,
      schema: { tags, security, querystring: listUsersQuerySchema, response: { 200: usersPageResponse } },
    },
    async (request) => listUsers({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/users',
    {
      onRequest,
      schema: { tags, security, body: inviteUserSchema, response: { 201: dataOf(userResponse) } },
      config: perMinute(deps, 30),
    },
    async (request, reply) => {
      const actor = authorize(request, 'manageUsers');
      const user = await inviteUser({ deps, actor, input: request.body });
      return reply.status(201).send({ data: user });
    },
  );

  api.get(
    '/users/:id',
    { onRequest, schema: { tags, security, params, response: { 200: dataOf(userResponse) } } },
    async (request) => ({
      data: await getUser({ deps, actor: actorOf(request), userId: request.params.id }),
    }),
  );

  api.put(
    '/users/:id',
    {
      onRequest,
      schema: { tags, security, params, body: updateUserSchema, response: { 200: dataOf(userResponse) } },
    },
    async (request) => ({
      data: await updateUser({
        deps,
        actor: actorOf(request),
        userId: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.delete(
    '/users/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(z.null(), 'Deleted.') }, ['CANNOT_DELETE_SELF']),
      },
    },
    async (request) => {
      await deleteUser({ deps, actor: actorOf(request), userId: request.params.id });
      return { data: null };
    },
  );

  api.put(
    '/users/:id/activate',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: z.object({ is_active: flagSchema.optional() }).nullish(),
        response: { 200: dataOf(userResponse) },
      },
    },
    async (request) => ({
      data: await setUserActive({
        deps,
        actor: actorOf(request),
        userId: request.params.id,
        isActive: request.body?.is_active ?? true,
      }),
    }),
  );

  api.put(
    '/users/:id/deactivate',
    { onRequest, schema: { tags, security, params, response: { 200: dataOf(userResponse) } } },
    async (request) => ({
      data: await setUserActive({
        deps,
        actor: actorOf(request),
        userId: request.params.id,
        isActive: false,
      }),
    }),
  );

  api.put(
    '/users/:id/language',
    {
      onRequest,
      schema: { tags, security, params, body: setLanguageSchema, response: { 200: dataOf(userResponse) } },
    },
    async (request) => ({
      data: await setUserLanguage({
        deps,
        actor: actorOf(request),
        userId: request.params.id,
        language: request.body.language,
      }),
    }),
  );

  for (const [path, preference] of Object.entries(preferenceRoutes)) {
    const body = z.object({ [preference]: flagSchema.optional() }).nullish();
    api.put(
      `/users/:id/${path}`,
      { onRequest, schema: { tags, security, params, body, response: { 200: dataOf(userResponse) } } },
      async (request) => ({
        data: await setUserPreference({
          deps,
          actor: actorOf(request),
          userId: request.params.id,
          preference,
          value: (request.body as Partial<Record<UserPreference, boolean>> | undefined)?.[preference],
        }),
      }),
    );
  }

  await emailChangeRoutes(app, deps);
};
