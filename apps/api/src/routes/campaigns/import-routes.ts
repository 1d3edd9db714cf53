import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignImportReportSchema,
  connectedImportCampaignsViewSchema,
  connectedImportInputSchema,
  connectedImportQuerySchema,
  importCampaignsQuerySchema,
} from '@verba/domain';
import { fail } from '@verba/core';
import { importCampaigns } from '@verba/core/campaign-import/import-campaigns';
import { importConnectedCampaigns } from '@verba/core/campaign-import/import-connected-campaigns';
import { listConnectedImportCampaigns } from '@verba/core/campaign-import/list-connected-import-campaigns';
import { authorize } from '../../plugins/auth';
import { limitPerMinute } from '../auth/rate-limits';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';
import { tags } from './campaign-routes';

/**
 * `GET /campaigns/import/connected?advertiser_id=…&platform=google_ads` lists the accounts and
 * campaigns of the advertiser's read-only connection; `POST /campaigns/import/connected` imports
 * the chosen ones (`dry_run: true`: the preview, nothing stored) — docs/channels-connected-import.md.
 *
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

  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/campaigns/import/connected',
    {
      schema: {
        tags,
        security,
        querystring: connectedImportQuerySchema,
        response: responses({ 200: dataOf(connectedImportCampaignsViewSchema) }, [
          'CONNECTION_PURPOSE_UNSUPPORTED',
          'CHANNEL_RATE_LIMITED',
          'CHANNEL_PLATFORM_UNAVAILABLE',
        ]),
      },
      // Per company: each call reads the platform.
      config: limitPerMinute(deps, deps.config.uploadsPerMinute, 'company'),
    },
    async (request) => {
      const actor = authorize(request, 'manageCampaigns');
      const data = await listConnectedImportCampaigns({
        deps,
        actor,
        input: { advertiserId: request.query.advertiser_id, platform: request.query.platform },
      });
      return { data };
    },
  );
  api.post(
    '/campaigns/import/connected',
    {
      schema: {
        tags,
        security,
        body: connectedImportInputSchema,
        response: responses(
          { 200: dataOf(campaignImportReportSchema), 201: dataOf(campaignImportReportSchema) },
          [
            'CONNECTED_ACCOUNT_NOT_CONNECTED',
            'CONNECTED_ACCOUNT_NOT_FOUND',
            'CONNECTION_NEEDS_RECONNECT',
            'CONNECTION_PURPOSE_UNSUPPORTED',
            'CHANNEL_RATE_LIMITED',
            'CHANNEL_PLATFORM_UNAVAILABLE',
            'ADVERTISER_INACTIVE',
          ],
        ),
      },
      config: limitPerMinute(deps, deps.config.uploadsPerMinute, 'company'),
    },
    async (request, reply) => {
      const actor = authorize(request, 'manageCampaigns');
      const body = request.body;
      const data = await importConnectedCampaigns({
        deps,
        actor,
        input: {
          advertiserId: body.advertiser_id,
          platform: body.platform,
          accountId: body.account_id,
          campaignIds: body.campaign_ids,
          dryRun: body.dry_run,
        },
      });
      return reply.status(body.dry_run ? 200 : 201).send({ data });
    },
  );
};
