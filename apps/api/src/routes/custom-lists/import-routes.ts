import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { importCustomListQuerySchema, text, z } from '@verba/domain';
import { fail } from '@verba/core';
import { importCustomList } from '@verba/core/custom-lists/index';
import { authorize } from '../../plugins/auth';
import { limitPerMinute } from '../auth/rate-limits';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';

import { dataOf, responses } from '../../openapi/responses';
import { importedResponse } from './response-schemas';

const tags = ['custom-lists'];

/**
 * `POST /custom-lists/:id/import` (multipart, field `file`: a CSV or XLSX). Reading stops one byte
 * past IMPORT_MAX_BYTES, so a larger upload is refused without being buffered whole.
 */
export const customListImportRoutes: RouteModule = async (app, deps) => {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: deps.config.spreadsheetLimits.maxBytes + 1, fields: 5, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/custom-lists/:id/import',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: text() }),
          querystring: importCustomListQuerySchema,
          consumes: ['multipart/form-data'],
          response: responses(
            { 200: dataOf(importedResponse) },
            [
              'SPREADSHEET_MISSING',
              'SPREADSHEET_EMPTY',
              'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
              'SPREADSHEET_TOO_LARGE',
              'SPREADSHEET_TOO_MANY_ROWS',
              'SPREADSHEET_UNPACKED_TOO_LARGE',
              'SPREADSHEET_CORRUPTED',
              'CUSTOM_LIST_NO_VALID_ENTRIES',
              'CUSTOM_LIST_TOO_MANY_ENTRIES',
            ],
            { rateLimited: true },
          ),
        },
        // Per company: every file is parsed whole (UPLOADS_PER_MINUTE).
        config: limitPerMinute(deps, deps.config.uploadsPerMinute, 'company'),
      },
      async (request) => {
        const actor = authorize(request, 'manageCampaigns');
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw fail('SPREADSHEET_MISSING');
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        return {
          data: await importCustomList({
            deps,
            actor,
            id: request.params.id,
            bytes: Buffer.concat(chunks),
            truncated: file.file.truncated,
            mode: request.query.mode,
            language: request.language,
          }),
        };
      },
    );
  });
};
