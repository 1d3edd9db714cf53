import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { paymentMethods, paymentsModes, z } from '@verba/domain';
import { activeGateway } from '@verba/core/gateways/gateway-for';
import type { RouteModule } from '../index';

const publicConfigSchema = z.object({
  data: z.object({ payments_mode: z.enum(paymentsModes), payment_methods: z.array(z.enum(paymentMethods)) }),
});

/**
 * GET /public/config (no login): what the SPA must know about this installation before anyone
 * signs in — whether payments are a sandbox (it then shows the sandbox banner everywhere), and
 * the methods a new order may use now (live mode without a receiving account: none).
 */
export const publicConfigRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/public/config', { schema: { tags: ['public'], response: { 200: publicConfigSchema } } }, () => ({
    data: { payments_mode: deps.config.paymentsMode, payment_methods: [...activeGateway(deps).methods] },
  }));
};
