import type { FastifyContextConfig } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cardFieldsSchema, paymentMethods, sandboxActions, text, z } from '@verba/domain';
import type { Deps } from '@verba/core';
import { approvePaypalPayment } from '@verba/core/payment-orders/approve-paypal-payment';
import { getPublicPaymentOrder } from '@verba/core/payment-orders/get-public-payment-order';
import { payPublicOrderWithCard } from '@verba/core/payment-orders/pay-public-order-with-card';
import { retryRefusedPaymentOrder } from '@verba/core/payment-orders/retry-refused-payment-order';
import { publicOrderBoletoPdf, publicOrderPixPng } from '@verba/core/payment-orders/public-order-documents';
import { sandboxOrderAction } from '@verba/core/payment-orders/sandbox-order-action';
import type { RouteModule } from '../index';

import { contentDisposition, dataOf, fileResponse, responses } from '../../openapi/responses';
import { publicPaymentOrderResponse, sandboxEventResponse } from './response-schemas';

const tags = ['public payment page'];
const params = z.object({ publicId: text() });

const perMinute = (deps: Deps, max: number): FastifyContextConfig =>
  deps.config.rateLimit ? { rateLimit: { max, timeWindow: 60_000, hook: 'preValidation' } } : {};

/**
 * The public payment page's API (no login, spec §2 /orders/{id}/payment): the unguessable public
 * id is the only key, and answers carry nothing of the company beyond the advertiser's display name.
 */
export const publicPaymentOrderRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/public/orders/:publicId',
    {
      schema: {
        tags,
        params,
        response: responses({ 200: dataOf(publicPaymentOrderResponse) }, [], {
          authenticated: false,
          rateLimited: true,
        }),
      },
      config: perMinute(deps, 120),
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await getPublicPaymentOrder({ deps, publicId: request.params.publicId }) };
    },
  );

  api.get(
    '/public/orders/:publicId/pix.png',
    {
      schema: {
        tags,
        params,
        response: responses({ 200: fileResponse(['image/png'], 'The Pix QR code.') }, [], {
          authenticated: false,
          rateLimited: true,
        }),
      },
      config: perMinute(deps, 60),
    },
    async (request, reply) => {
      const png = await publicOrderPixPng({ deps, publicId: request.params.publicId });
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=3600')
        .send(png);
    },
  );

  api.get(
    '/public/orders/:publicId/boleto.pdf',
    {
      schema: {
        tags,
        params,
        response: responses(
          { 200: fileResponse(['application/pdf'], 'The boleto.', contentDisposition) },
          [],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps, 30),
    },
    async (request, reply) => {
      const { pdf, filename } = await publicOrderBoletoPdf({ deps, publicId: request.params.publicId });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  api.post(
    '/public/orders/:publicId/card',
    {
      schema: {
        tags,
        params,
        body: cardFieldsSchema,
        response: responses(
          { 200: dataOf(publicPaymentOrderResponse) },
          [
            'CARD_PROCESSING_ERROR',
            'CARD_REFUSED',
            'CARD_PAYMENT_IN_PROGRESS',
            'PAYMENT_METHOD_MISMATCH',
            'PAYMENT_ORDER_NOT_PAYABLE',
          ],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps, 10),
    },
    async (request) => ({
      data: await payPublicOrderWithCard({ deps, publicId: request.params.publicId, card: request.body }),
    }),
  );

  api.post(
    '/public/orders/:publicId/retry',
    {
      schema: {
        tags,
        params,
        body: z.object({ method: z.enum(paymentMethods) }),
        response: responses(
          {
            201: dataOf(
              publicPaymentOrderResponse,
              'The new order to pay (or the one an earlier retry made).',
            ),
          },
          [
            'ADVERTISER_INACTIVE',
            'PAYMENT_ORDER_NOT_RETRYABLE',
            'PAYMENT_METHOD_UNAVAILABLE',
            'CURRENCY_MISMATCH',
          ],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps, 10),
    },
    async (request, reply) => {
      const data = await retryRefusedPaymentOrder({
        deps,
        publicId: request.params.publicId,
        method: request.body.method,
        ip: request.ip,
      });
      return reply.status(201).send({ data });
    },
  );

  // The sandbox's own PayPal approval page and its controls exist in sandbox mode only (404 in live mode).
  if (deps.config.paymentsMode !== 'sandbox') return;

  api.post(
    '/public/orders/:publicId/paypal/approve',
    {
      schema: {
        tags,
        params,
        response: responses(
          { 200: dataOf(publicPaymentOrderResponse) },
          ['PAYMENT_METHOD_MISMATCH', 'PAYMENT_ORDER_NOT_PAYABLE'],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps, 10),
    },
    async (request) => ({
      data: await approvePaypalPayment({ deps, publicId: request.params.publicId }),
    }),
  );

  api.post(
    '/public/orders/:publicId/sandbox/:action',
    {
      schema: {
        tags,
        params: params.extend({ action: z.enum(sandboxActions) }),
        response: responses(
          { 202: dataOf(sandboxEventResponse, 'Accepted: the sandbox delivers the settlement webhook.') },
          ['PAYMENT_METHOD_MISMATCH', 'PAYMENT_ORDER_NOT_PAYABLE', 'SANDBOX_DISABLED'],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps, 30),
    },
    async (request, reply) => {
      const data = await sandboxOrderAction({
        deps,
        publicId: request.params.publicId,
        action: request.params.action,
      });
      return reply.status(202).send({ data });
    },
  );
};
