import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPaymentOrderSchema,
  exportPaymentOrdersQuerySchema,
  listPaymentOrdersQuerySchema,
  text,
  z,
} from '@verba/domain';
import { cancelPaymentOrder } from '@verba/core/payment-orders/cancel-payment-order';
import { confirmDeposit } from '@verba/core/payment-orders/confirm-deposit';
import { createPaymentOrderOnce } from '@verba/core/payment-orders/create-payment-order-once';
import { exportPaymentOrders } from '@verba/core/payment-orders/export-payment-orders';
import { getPaymentOrder } from '@verba/core/payment-orders/get-payment-order';
import { listPaymentOrders } from '@verba/core/payment-orders/list-payment-orders';
import { requestRefund } from '@verba/core/payment-orders/request-refund';
import { actorOf, authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';

import {
  contentDisposition,
  dataOf,
  fileResponse,
  pageOf,
  responses,
  withHeaders,
} from '../../openapi/responses';
import { paymentOrderResponse } from './response-schemas';

const tags = ['payment-orders'];
const params = z.object({ id: text() });
const headers = z.object({ 'idempotency-key': text().optional() });

/** The company's payment orders (finance: manager and user_manager), and the staff's deposit and refund actions. */
export const paymentOrderRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/payment-orders',
    {
      schema: {
        tags,
        security,
        headers,
        body: createPaymentOrderSchema,
        response: responses(
          {
            201: withHeaders(dataOf(paymentOrderResponse, 'Created.'), {
              'idempotent-replayed': {
                description:
                  '`true` when the answer is the stored one of an earlier request with this Idempotency-Key.',
              },
            }),
          },
          [
            'ADVERTISER_INACTIVE',
            'PAYMENT_METHOD_UNAVAILABLE',
            'CURRENCY_MISMATCH',
            'CARD_REFUSED',
            'CARD_PROCESSING_ERROR',
            'IDEMPOTENCY_KEY_INVALID',
            'IDEMPOTENCY_KEY_REUSED',
            'IDEMPOTENCY_REQUEST_IN_PROGRESS',
          ],
        ),
      },
    },
    async (request, reply) => {
      const answer = await createPaymentOrderOnce({
        deps,
        actor: authorize(request, 'manageFinance'),
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(answer.statusCode).send(answer.body);
    },
  );

  api.get(
    '/payment-orders',
    {
      schema: {
        tags,
        security,
        querystring: listPaymentOrdersQuerySchema,
        response: responses({ 200: pageOf(paymentOrderResponse) }),
      },
    },
    async (request) =>
      listPaymentOrders({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  // The filtered list as a file: CSV (UTF-8 with BOM) or XLSX, streamed.
  api.get(
    '/payment-orders/export',
    {
      schema: {
        tags,
        security,
        querystring: exportPaymentOrdersQuerySchema,
        response: responses({
          200: fileResponse(
            ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
            'The orders as CSV (UTF-8 with BOM) or XLSX.',
            contentDisposition,
          ),
        }),
      },
    },
    async (request, reply) => {
      const file = exportPaymentOrders({
        deps,
        actor: authorize(request, 'manageFinance'),
        query: request.query,
        language: request.language,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  api.get(
    '/payment-orders/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(paymentOrderResponse) }) } },
    async (request) => ({
      data: await getPaymentOrder({
        deps,
        actor: authorize(request, 'manageFinance'),
        id: request.params.id,
      }),
    }),
  );

  // Only while the order still waits for payment; 409 PAYMENT_ORDER_NOT_CANCELABLE afterwards.
  api.post(
    '/payment-orders/:id/cancel',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(paymentOrderResponse) }, [
          'CARD_PAYMENT_IN_PROGRESS',
          'PAYMENT_ORDER_NOT_CANCELABLE',
        ]),
      },
    },
    async (request) => ({
      data: await cancelPaymentOrder({
        deps,
        actor: authorize(request, 'manageFinance'),
        id: request.params.id,
      }),
    }),
  );

  // Platform staff only (users.is_staff), across companies.
  api.post(
    '/payment-orders/:id/confirm-deposit',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(paymentOrderResponse) }, [
          'PAYMENT_METHOD_MISMATCH',
          'PAYMENT_ORDER_NOT_PAYABLE',
        ]),
      },
    },
    async (request) => ({
      data: await confirmDeposit({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.post(
    '/payment-orders/:id/refund',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(paymentOrderResponse) }, [
          'PAYMENT_TRANSITION_INVALID',
          'INSUFFICIENT_FUNDS',
        ]),
      },
    },
    async (request) => ({
      data: await requestRefund({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );
};
