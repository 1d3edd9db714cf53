import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigSchema, z } from '@verba/domain';
import { getPublicConfig } from '@verba/core/public-config/get-public-config';
import type { RouteModule } from '../index';

/**
 * GET /public/config (no login): what the SPA must know about this installation before anyone
 * signs in — whether payments are a sandbox (it then shows the sandbox banner everywhere), the
 * methods a new order may use now (live mode without a receiving account: none), and the sandbox's
 * testing hints (sandbox only).
 */
export const publicConfigRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/public/config',
    { schema: { tags: ['public'], response: { 200: z.object({ data: publicConfigSchema }) } } },
    () => ({ data: getPublicConfig({ deps }) }),
  );
};
