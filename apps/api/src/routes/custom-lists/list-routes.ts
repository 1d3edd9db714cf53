import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCustomListEntriesSchema,
  createCustomListSchema,
  exportCustomListQuerySchema,
  listCustomListEntriesQuerySchema,
  listCustomListsQuerySchema,
  renameCustomListSchema,
  text,
  z,
} from '@verba/domain';
import {
  addCustomListEntries,
  createCustomList,
  deleteCustomList,
  exportCustomList,
  getCustomList,
  listCustomListEntries,
  listCustomLists,
  removeCustomListEntry,
  renameCustomList,
} from '@verba/core/custom-lists/index';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';

import {
  contentDisposition,
  dataOf,
  fileResponse,
  noContent,
  pageOf,
  responses,
} from '../../openapi/responses';
import {
  customListEntryResponse,
  customListResponse,
  entriesAddedResponse,
  importLimitsResponse,
} from './response-schemas';

const tags = ['custom-lists'];
const entryCodes = ['CUSTOM_LIST_NO_VALID_ENTRIES', 'CUSTOM_LIST_TOO_MANY_ENTRIES'] as const;
const params = z.object({ id: text() });

/** Site/app lists and e-mail audiences of the company's advertisers (issue 10): every role manages them. */
export const customListRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/custom-lists',
    {
      schema: {
        tags,
        security,
        querystring: listCustomListsQuerySchema,
        response: responses({ 200: pageOf(customListResponse) }),
      },
    },
    async (request) =>
      listCustomLists({ deps, actor: authorize(request, 'manageCampaigns'), query: request.query }),
  );

  api.post(
    '/custom-lists',
    {
      schema: {
        tags,
        security,
        body: createCustomListSchema,
        response: responses({ 201: dataOf(customListResponse, 'Created.') }, [
          'CUSTOM_LIST_NAME_TAKEN',
          'CUSTOM_AUDIENCE_ADVERTISER_TOO_YOUNG',
          ...entryCodes,
        ]),
      },
    },
    async (request, reply) => {
      const data = await createCustomList({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        input: request.body,
        language: request.language,
      });
      return reply.status(201).send({ data });
    },
  );

  // What the import screen tells the user before they pick a file.
  api.get(
    '/custom-lists/import-limits',
    { schema: { tags, security, response: responses({ 200: dataOf(importLimitsResponse) }) } },
    (request) => {
      authorize(request, 'manageCampaigns');
      const limits = deps.config.spreadsheetLimits;
      return {
        data: {
          max_bytes: limits.maxBytes,
          max_rows: limits.maxRows,
          max_unpacked_bytes: limits.maxUnpackedBytes,
        },
      };
    },
  );

  api.get(
    '/custom-lists/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(customListResponse) }) } },
    async (request) => ({
      data: await getCustomList({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
      }),
    }),
  );

  api.put(
    '/custom-lists/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: renameCustomListSchema,
        response: responses({ 200: dataOf(customListResponse) }, ['CUSTOM_LIST_NAME_TAKEN']),
      },
    },
    async (request) => ({
      data: await renameCustomList({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.delete(
    '/custom-lists/:id',
    { schema: { tags, security, params, response: responses({ 204: noContent }) } },
    async (request, reply) => {
      await deleteCustomList({ deps, actor: authorize(request, 'manageCampaigns'), id: request.params.id });
      return reply.status(204).send();
    },
  );

  api.get(
    '/custom-lists/:id/entries',
    {
      schema: {
        tags,
        security,
        params,
        querystring: listCustomListEntriesQuerySchema,
        response: responses({ 200: pageOf(customListEntryResponse) }),
      },
    },
    async (request) =>
      listCustomListEntries({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        query: request.query,
      }),
  );

  api.post(
    '/custom-lists/:id/entries',
    {
      schema: {
        tags,
        security,
        params,
        body: addCustomListEntriesSchema,
        response: responses({ 200: dataOf(entriesAddedResponse) }, entryCodes),
      },
    },
    async (request) => ({
      data: await addCustomListEntries({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        input: request.body,
        language: request.language,
      }),
    }),
  );

  api.delete(
    '/custom-lists/:id/entries/:value',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: text(), value: text().max(255) }),
        response: responses({ 200: dataOf(customListResponse) }),
      },
    },
    async (request) => ({
      data: await removeCustomListEntry({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        value: request.params.value,
      }),
    }),
  );

  api.get(
    '/custom-lists/:id/export',
    {
      schema: {
        tags,
        security,
        params,
        querystring: exportCustomListQuerySchema,
        response: responses({
          200: fileResponse(
            ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
            'The entries as CSV or XLSX.',
            contentDisposition,
          ),
        }),
      },
    },
    async (request, reply) => {
      const file = await exportCustomList({
        deps,
        actor: authorize(request, 'manageCampaigns'),
        id: request.params.id,
        format: request.query.format,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
