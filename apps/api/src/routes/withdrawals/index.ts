import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyWalletQuerySchema,
  createWithdrawalSchema,
  listWithdrawalsQuerySchema,
  text,
  z,
} from '@verba/domain';
import { getCompanyWallet } from '@verba/core/withdrawals/get-company-wallet';
import { getWithdrawal } from '@verba/core/withdrawals/get-withdrawal';
import { listWithdrawals } from '@verba/core/withdrawals/list-withdrawals';
import { requestWithdrawalOnce } from '@verba/core/withdrawals/request-withdrawal-once';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

import { dataOf, pageOf, responses, withHeaders } from '../../openapi/responses';
import { companyWalletResponse, withdrawalResponse } from './response-schemas';

const tags = ['withdrawals'];
const params = z.object({ id: text().max(64) });
const headers = z.object({ 'idempotency-key': text().optional() });

/** Withdrawals from the company wallet and the wallet itself (finance: manager and user_manager). */
export const withdrawalRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wallet/company',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: companyWalletQuerySchema,
        response: responses({ 200: companyWalletResponse.describe('The wallet; `meta` pages its entries.') }),
      },
    },
    async (request) =>
      getCompanyWallet({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.get(
    '/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listWithdrawalsQuerySchema,
        response: responses({ 200: pageOf(withdrawalResponse) }),
      },
    },
    async (request) =>
      listWithdrawals({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.post(
    '/withdrawals',
    {
      onRequest,
      schema: {
        tags,
        security,
        headers,
        body: createWithdrawalSchema,
        response: responses(
          {
            201: withHeaders(dataOf(withdrawalResponse, 'Requested.'), {
              'idempotent-replayed': {
                description:
                  '`true` when the answer is the stored one of an earlier request with this Idempotency-Key.',
              },
            }),
          },
          [
            'INSUFFICIENT_FUNDS',
            'WITHDRAWAL_NO_MAIN_BANK_ACCOUNT',
            'WITHDRAWAL_HOLDER_MISMATCH',
            'IDEMPOTENCY_KEY_INVALID',
            'IDEMPOTENCY_KEY_REUSED',
            'IDEMPOTENCY_REQUEST_IN_PROGRESS',
          ],
        ),
      },
    },
    async (request, reply) => {
      const answer = await requestWithdrawalOnce({
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
    '/withdrawals/:id',
    {
      onRequest,
      schema: { tags, security, params, response: responses({ 200: dataOf(withdrawalResponse) }) },
    },
    async (request) => ({
      data: await getWithdrawal({ deps, actor: authorize(request, 'manageFinance'), id: request.params.id }),
    }),
  );
};
