import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { manualDayInputSchema, pageQuerySchema, text, z } from '@verba/domain';
import { fail } from '@verba/core';
import { getManualDelivery } from '@verba/core/channels/manual/get-manual-delivery';
import { importManualDelivery } from '@verba/core/channels/manual/import-manual-delivery';
import { listManagedCampaigns } from '@verba/core/channels/manual/list-managed-campaigns';
import { listManualDays } from '@verba/core/channels/manual/list-manual-days';
import { previewManualDelivery } from '@verba/core/channels/manual/preview-manual-delivery';
import { recordManualDay } from '@verba/core/channels/manual/record-manual-day';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, moneyResponse, pageOf, responses } from '../../openapi/responses';

const tags = ['staff'];
const micros = text()
  .regex(/^-?\d+$/)
  .describe(
    'Micros of the campaign currency (1/1,000,000) as an integer in a string: "1234560000" is R$ 1.234,56.',
  );
const params = z.object({ id: text().max(64) });

const totals = z.object({
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  video_views: z.number(),
  recorded_cost_micros: micros,
  reserved: moneyResponse.nullable(),
  posted: moneyResponse.nullable(),
  released: moneyResponse.nullable(),
  last_day: text().nullable(),
  last_recorded_at: text().nullable(),
});
const dayView = z.object({
  id: text(),
  day: text(),
  strategy_id: text().nullable(),
  strategy_name: text().nullable(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  video_views: z.number(),
  cost_micros: micros,
  source: z.enum(['form', 'upload']),
  file_name: text().nullable(),
  note: text().nullable(),
  recorded_at: text(),
});
const managedCampaign = z.object({
  id: text(),
  name: text(),
  status: text(),
  currency: text(),
  start_date: text().nullable(),
  end_date: text().nullable(),
  company_id: text(),
  company_name: text(),
  advertiser_id: text(),
  advertiser_name: text(),
  budget: moneyResponse.nullable(),
  reserved: moneyResponse.nullable(),
  posted: moneyResponse.nullable(),
  recorded_cost_micros: micros,
  last_day: text().nullable(),
  last_recorded_at: text().nullable(),
});
const campaignDetail = z.object({
  campaign: managedCampaign
    .omit({
      reserved: true,
      posted: true,
      recorded_cost_micros: true,
      last_day: true,
      last_recorded_at: true,
    })
    .extend({ strategies: z.array(z.object({ id: text(), name: text() })) }),
  days: z.array(dayView),
  totals,
});
const figures = z.object({
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  video_views: z.number(),
  cost_micros: micros,
});
const problem = z.object({
  field: text(),
  key: text(),
  params: z.record(text(), z.union([text(), z.number()])),
});
const importView = z.object({
  file_name: text(),
  file_sha256: text(),
  format: z.enum(['csv', 'xlsx']),
  stored: z.boolean(),
  acceptable: z.boolean(),
  problems: z.array(problem),
  rows: z.array(
    z.object({
      row: z.number(),
      day: text().nullable(),
      strategy_id: text().nullable(),
      strategy_name: text(),
      figures: figures.nullable(),
      problems: z.array(problem),
      change: z.enum(['new', 'changed', 'unchanged']).nullable(),
      previous: figures.nullable(),
    }),
  ),
  totals: z.object({
    rows: z.number(),
    refused: z.number(),
    new: z.number(),
    changed: z.number(),
    unchanged: z.number(),
    cost_micros: micros,
  }),
});
const advertiserView = z.object({
  campaign_id: text(),
  currency: text(),
  days: z.array(
    dayView.pick({
      day: true,
      strategy_id: true,
      strategy_name: true,
      impressions: true,
      clicks: true,
      conversions: true,
      video_views: true,
      cost_micros: true,
      recorded_at: true,
    }),
  ),
  totals,
});
const fileErrors = [
  'MANUAL_CAMPAIGN_NOT_FOUND',
  'SPREADSHEET_MISSING',
  'SPREADSHEET_EMPTY',
  'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
  'SPREADSHEET_TOO_LARGE',
  'SPREADSHEET_TOO_MANY_ROWS',
  'SPREADSHEET_UNPACKED_TOO_LARGE',
  'SPREADSHEET_CORRUPTED',
] as const;

/** The uploaded file of a multipart request (field `file`), whole, or SPREADSHEET_MISSING / _TOO_LARGE. */
async function uploadedFile(request: FastifyRequest) {
  const file = request.isMultipart() ? await request.file() : undefined;
  if (!file) throw fail('SPREADSHEET_MISSING');
  const chunks: Buffer[] = [];
  for await (const chunk of file.file) chunks.push(chunk as Buffer);
  if (file.file.truncated) throw fail('SPREADSHEET_TOO_LARGE');
  return { bytes: Buffer.concat(chunks), fileName: file.filename || 'delivery' };
}

/**
 * MANUAL (managed) campaigns delivered by staff records (issue 27, docs/channels-manual.md).
 * `staff/managed-campaigns/**`: platform staff only (401 without a token, 403 for anyone else); every
 * record is audited. `campaigns/:id/manual-delivery`: the advertiser's company reads what was recorded.
 */
export const manualDeliveryRoutes: RouteModule = (app, deps) => {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: deps.config.spreadsheetLimits.maxBytes + 1, fields: 2, parts: 3 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/staff/managed-campaigns',
      {
        onRequest,
        schema: { tags, security, querystring: pageQuerySchema, response: { 200: pageOf(managedCampaign) } },
      },
      async (request) => listManagedCampaigns({ deps, actor: actorOf(request), query: request.query }),
    );

    api.get(
      '/staff/managed-campaigns/:id',
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          response: responses({ 200: dataOf(campaignDetail) }, ['MANUAL_CAMPAIGN_NOT_FOUND']),
        },
      },
      async (request) => ({
        data: await listManualDays({
          deps,
          actor: actorOf(request),
          input: { campaignId: request.params.id },
        }),
      }),
    );

    api.post(
      '/staff/managed-campaigns/:id/days',
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          body: manualDayInputSchema,
          response: responses({ 200: dataOf(dayView.extend({ replaced: z.boolean() })) }, [
            'MANUAL_CAMPAIGN_NOT_FOUND',
          ]),
        },
      },
      async (request) => ({
        data: await recordManualDay({
          deps,
          actor: actorOf(request),
          input: { campaignId: request.params.id, day: request.body },
        }),
      }),
    );

    api.post(
      '/staff/managed-campaigns/:id/delivery-files/preview',
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          consumes: ['multipart/form-data'],
          response: responses({ 200: dataOf(importView) }, [...fileErrors]),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!actor.isStaff) throw fail('FORBIDDEN');
        const file = await uploadedFile(request);
        return {
          data: await previewManualDelivery({
            deps,
            actor,
            input: { campaignId: request.params.id, ...file },
          }),
        };
      },
    );

    api.post(
      '/staff/managed-campaigns/:id/delivery-files',
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          querystring: z.object({
            sha256: text()
              .regex(/^[0-9a-f]{64}$/)
              .optional(),
          }),
          consumes: ['multipart/form-data'],
          response: responses({ 200: dataOf(importView) }, [...fileErrors, 'MANUAL_DELIVERY_FILE_CHANGED']),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        if (!actor.isStaff) throw fail('FORBIDDEN');
        const file = await uploadedFile(request);
        return {
          data: await importManualDelivery({
            deps,
            actor,
            input: { campaignId: request.params.id, ...file, expectedSha256: request.query.sha256 },
          }),
        };
      },
    );

    api.get(
      '/campaigns/:id/manual-delivery',
      {
        onRequest,
        schema: {
          tags: ['campaigns'],
          security,
          params,
          response: responses({ 200: dataOf(advertiserView) }, ['MANUAL_CAMPAIGN_NOT_FOUND']),
        },
      },
      async (request) => ({
        data: await getManualDelivery({
          deps,
          actor: actorOf(request),
          input: { campaignId: request.params.id },
        }),
      }),
    );
  });
};
