import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { text, walletEntriesQuerySchema, z } from '@verba/domain';
import { listWalletEntries } from '@verba/core/wallets/list-wallet-entries';
import { listWallets } from '@verba/core/wallets/list-wallets';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, pageOf, responses } from '../../openapi/responses';
import { walletResponse } from './response-schemas';
import { walletEntryResponse } from '../../openapi/wallet-entry-schema';

const tags = ['wallets'];

/** Wallet balances and statements for /finances (finance roles), company-scoped. */
export const walletsModule: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/wallets',
    { schema: { tags, security, response: responses({ 200: dataOf(z.array(walletResponse)) }) } },
    async (request) => ({
      data: await listWallets({ deps, actor: authorize(request, 'manageFinance') }),
    }),
  );

  api.get(
    '/wallets/:accountId/entries',
    {
      schema: {
        tags,
        security,
        params: z.object({ accountId: text() }),
        querystring: walletEntriesQuerySchema,
        response: responses({ 200: pageOf(walletEntryResponse) }),
      },
    },
    async (request) =>
      listWalletEntries({
        deps,
        actor: authorize(request, 'manageFinance'),
        accountId: request.params.accountId,
        query: request.query,
      }),
  );
};
