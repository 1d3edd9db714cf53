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

const tags = ['withdrawals'];
const params = z.object({ id: text().max(64) });
const headers = z.object({ 'idempotency-key': text().optional() });

/** Withdrawals from the company wallet and the wallet itself (finance: manager and user_manager). */
export const withdrawalRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wallet/company',
    { onRequest, schema: { tags, security, querystring: companyWalletQuerySchema } },
    async (request) =>
      getCompanyWallet({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.get(
    '/withdrawals',
    { onRequest, schema: { tags, security, querystring: listWithdrawalsQuerySchema } },
    async (request) =>
      listWithdrawals({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.post(
    '/withdrawals',
    { onRequest, schema: { tags, security, headers, body: createWithdrawalSchema } },
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

  api.get('/withdrawals/:id', { onRequest, schema: { tags, security, params } }, async (request) => ({
    data: await getWithdrawal({ deps, actor: authorize(request, 'manageFinance'), id: request.params.id }),
  }));
};
