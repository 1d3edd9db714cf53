import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bankAccountInputSchema, pageQuerySchema, text, z } from '@verba/domain';
import { createBankAccount } from '@verba/core/bank-accounts/create-bank-account';
import { deleteBankAccount } from '@verba/core/bank-accounts/delete-bank-account';
import { listBankAccounts } from '@verba/core/bank-accounts/list-bank-accounts';
import { setMainBankAccount } from '@verba/core/bank-accounts/set-main-bank-account';
import { updateBankAccount } from '@verba/core/bank-accounts/update-bank-account';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { dataOf, pageOf, responses } from '../../openapi/responses';
import { bankAccountDeleted, bankAccountResponse } from './response-schemas';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

const tags = ['bank-accounts'];
const params = z.object({ id: text().max(64) });

/**
 * The company's bank accounts (spec §3, §6): manager and user_manager see them (finance); only the
 * manager (administrator) creates, edits, deletes them or changes the main one.
 */
export const bankAccountRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/bank-accounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: pageQuerySchema,
        response: responses({ 200: pageOf(bankAccountResponse) }),
      },
    },
    async (request) =>
      listBankAccounts({ deps, actor: authorize(request, 'manageFinance'), query: request.query }),
  );

  api.post(
    '/bank-accounts',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: bankAccountInputSchema,
        response: responses({ 201: dataOf(bankAccountResponse, 'Created.') }, [
          'BANK_ACCOUNT_HOLDER_MISMATCH',
          'BANK_ACCOUNT_DUPLICATE',
        ]),
      },
    },
    async (request, reply) => {
      const data = await createBankAccount({
        deps,
        actor: authorize(request, 'manageBankAccounts'),
        input: request.body,
      });
      return reply.status(201).send({ data });
    },
  );

  api.put(
    '/bank-accounts/:id',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: bankAccountInputSchema,
        response: responses({ 200: dataOf(bankAccountResponse) }, [
          'BANK_ACCOUNT_HOLDER_MISMATCH',
          'BANK_ACCOUNT_DUPLICATE',
        ]),
      },
    },
    async (request) => ({
      data: await updateBankAccount({
        deps,
        actor: authorize(request, 'manageBankAccounts'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.put(
    '/bank-accounts/:id/main',
    {
      onRequest,
      schema: { tags, security, params, response: responses({ 200: dataOf(bankAccountResponse) }) },
    },
    async (request) => ({
      data: await setMainBankAccount({
        deps,
        actor: authorize(request, 'manageBankAccounts'),
        id: request.params.id,
      }),
    }),
  );

  api.delete(
    '/bank-accounts/:id',
    {
      onRequest,
      schema: { tags, security, params, response: responses({ 200: dataOf(bankAccountDeleted) }) },
    },
    async (request) => ({
      data: await deleteBankAccount({
        deps,
        actor: authorize(request, 'manageBankAccounts'),
        id: request.params.id,
      }),
    }),
  );
};
