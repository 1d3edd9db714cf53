import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  documentChangeRequestSchema,
  listDocumentChangeRequestsQuerySchema,
  listStaffPaymentOrdersQuerySchema,
  rejectDocumentChangeSchema,
  staffPaymentOrderSchema,
  text,
  z,
} from '@verba/domain';
import { approveDocumentChange } from '@verba/core/company/approve-document-change';
import { listDocumentChangeRequests } from '@verba/core/company/list-document-change-requests';
import { rejectDocumentChange } from '@verba/core/company/reject-document-change';
import { confirmRefundSent } from '@verba/core/payment-orders/confirm-refund-sent';
import { listStaffPaymentOrders } from '@verba/core/payment-orders/list-staff-payment-orders';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { pageMeta } from '../users/response-schemas';
import { requireActor as onRequest } from '../users/route-helpers';
import { staffUsersRoutes } from './users-routes';
import { staffPixelRoutes } from './pixels-routes';
import { staffExchangeRoutes } from './exchanges-routes';
import { staffExchangeReportRoutes } from './exchange-reports-routes';
import { manualDeliveryRoutes } from './manual-delivery-routes';
import { bearerSecurity as security } from '../../openapi/security';

import { dataOf, responses } from '../../openapi/responses';
import { paymentOrderResponse } from '../payment-orders/response-schemas';

const tags = ['staff'];
const params = z.object({ id: text() });
const oneRequest = { 200: z.object({ data: documentChangeRequestSchema }) };

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
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(paymentOrderResponse) }, ['PAYMENT_TRANSITION_INVALID']),
      },
    },
    async (request) => ({
      data: await confirmRefundSent({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.get(
    '/staff/document-change-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listDocumentChangeRequestsQuerySchema,
        response: { 200: z.object({ data: z.array(documentChangeRequestSchema), meta: pageMeta }) },
      },
    },
    async (request) => listDocumentChangeRequests({ deps, actor: actorOf(request), query: request.query }),
  );

  api.post(
    '/staff/document-change-requests/:id/approve',
    { onRequest, schema: { tags, security, params, response: oneRequest } },
    async (request) => ({
      data: await approveDocumentChange({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.post(
    '/staff/document-change-requests/:id/reject',
    { onRequest, schema: { tags, security, params, body: rejectDocumentChangeSchema, response: oneRequest } },
    async (request) => ({
      data: await rejectDocumentChange({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  void staffUsersRoutes(app, deps);
  void staffPixelRoutes(app, deps);
  void staffExchangeRoutes(app, deps);
  void staffExchangeReportRoutes(app, deps);
  void manualDeliveryRoutes(app, deps);
};
