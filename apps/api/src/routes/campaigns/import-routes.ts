import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { campaignImportReportSchema, importCampaignsQuerySchema } from '@verba/domain';
import { fail } from '@verba/core';
import { importCampaigns } from '@verba/core/campaign-import/import-campaigns';
import { authorize } from '../../plugins/auth';
import { limitPerMinute } from '../auth/rate-limits';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';
import { tags } from './campaign-routes';

/**
 * `POST /campaigns/import?advertiser_id=…` (multipart, field `file`: a Google Ads Editor or Meta Ads
 * Manager export, CSV or XLSX). Reading stops one byte past IMPORT_MAX_BYTES, so a larger upload
 * is refused without being buffered whole.
 */
export const campaignImportRoutes: RouteModule = async (app, deps) => {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: deps.config.spreadsheetLimits.maxBytes + 1, fields: 5, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();
    api.post(
      '/campaigns/import',
      {
        schema: {
          tags,
          security,
          querystring: importCampaignsQuerySchema,
          consumes: ['multipart/form-data'],
          response: responses({ 201: dataOf(campaignImportReportSchema) }, [
            'SPREADSHEET_MISSING',
            'SPREADSHEET_EMPTY',
            'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
            'SPREADSHEET_TOO_LARGE',
            'SPREADSHEET_TOO_MANY_ROWS',
            'SPREADSHEET_UNPACKED_TOO_LARGE',
            'SPREADSHEET_CORRUPTED',
            'CAMPAIGN_IMPORT_NOT_RECOGNISED',
            'CAMPAIGN_IMPORT_EMPTY',
            'ADVERTISER_INACTIVE',
          ]),
        },
        // Per company: every file is parsed whole (UPLOADS_PER_MINUTE).
        config: limitPerMinute(deps, deps.config.uploadsPerMinute, 'company'),
      },
      async (request, reply) => {
        const actor = authorize(request, 'manageCampaigns');
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw fail('SPREADSHEET_MISSING');
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        const data = await importCampaigns({
          deps,
          actor,
          advertiserId: request.query.advertiser_id,
          bytes: Buffer.concat(chunks),
          truncated: file.file.truncated,
          language: request.language,
        });
        return reply.status(201).send({ data });
      },
    );
  });
};
