import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listInvoicesQuerySchema, text, z } from '@verba/domain';
import { getOrderNfse } from '@verba/core/invoices/get-order-nfse';
import { listInvoices } from '@verba/core/invoices/list-invoices';
import { readInvoicePdf } from '@verba/core/invoices/read-invoice-pdf';
import { requestInvoiceIssue } from '@verba/core/invoices/request-invoice-issue';
import { requestOrderNfse } from '@verba/core/invoices/request-order-nfse';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';

import { contentDisposition, dataOf, fileResponse, pageOf, responses } from '../../openapi/responses';
import { invoiceResponse, orderNfseResponse } from './response-schemas';

const tags = ['invoices'];
const params = z.object({ id: text() });
const orderParams = z.object({ orderId: text() });

/** The company's invoices (NFS-e): finance roles (manager, user_manager), company-scoped. */
export const invoicesModule: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/invoices',
    {
      schema: {
        tags,
        security,
        querystring: listInvoicesQuerySchema,
        response: responses({ 200: pageOf(invoiceResponse) }),
      },
    },
    async (request) =>
      listInvoices({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.post(
    '/invoices/:id/request-issue',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: dataOf(invoiceResponse) }, ['INVOICE_CANCELED']),
      },
    },
    async (request) => ({
      data: await requestInvoiceIssue({
        deps,
        actor: authorize(request, 'manageFinance'),
        id: request.params.id,
      }),
    }),
  );

  api.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags,
        security,
        params,
        response: responses(
          { 200: fileResponse(['application/pdf'], 'The NFS-e PDF.', contentDisposition) },
          ['INVOICE_NOT_ISSUED'],
        ),
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await readInvoicePdf({
        deps,
        actor: authorize(request, 'manageFinance'),
        id: request.params.id,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // `orderId`: the order's id or the id of its public payment page.
  api.get(
    '/orders/:orderId/nfse',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        response: responses({ 200: dataOf(orderNfseResponse) }),
      },
    },
    async (request) => ({
      data: await getOrderNfse({
        deps,
        actor: authorize(request, 'manageFinance'),
        orderId: request.params.orderId,
      }),
    }),
  );

  api.post(
    '/payment-orders/:orderId/nfse/request',
    {
      schema: {
        tags,
        security,
        params: orderParams,
        response: responses({ 200: dataOf(orderNfseResponse) }, [
          'INVOICE_ORDER_NOT_PAID',
          'INVOICE_CANCELED',
        ]),
      },
    },
    async (request) => ({
      data: await requestOrderNfse({
        deps,
        actor: authorize(request, 'manageFinance'),
        orderId: request.params.orderId,
      }),
    }),
  );
};
