import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listStaffPaymentOrdersQuerySchema, staffPaymentOrderSchema, z } from '@verba/domain';
import { confirmRefundSent } from '@verba/core/payment-orders/confirm-refund-sent';
import { listStaffPaymentOrders } from '@verba/core/payment-orders/list-staff-payment-orders';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';

const tags = ['staff'];
const security = [{ bearer: [] }];
const params = z.object({ id: z.string() });

/**
 * The platform staff's back office (users.is_staff, across companies): 401 without a token, 403
 * for anyone else, like the staff's payment order actions (confirm-deposit, refund).
 */
export const staffRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/staff/payment-orders',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listStaffPaymentOrdersQuerySchema,
        response: { 200: z.object({ data: z.array(staffPaymentOrderSchema), meta: pageMeta }) },
      },
    },
    async (request) => listStaffPaymentOrders({ deps, actor: actorOf(request), query: request.query }),
  );

  // A refund sent back by hand (live mode): the order becomes refunded, as by a gateway's webhook.
  api.post(
    '/staff/payment-orders/:id/confirm-refund',
    { onRequest, schema: { tags, security, params } },
    async (request) => ({
      data: await confirmRefundSent({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );
};
