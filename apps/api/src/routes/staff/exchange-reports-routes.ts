import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { calendarDateSchema, text, z } from '@verba/domain';
import { fail } from '@verba/core';
import { requireStaff } from '@verba/core/exchanges/exchange-rules';
import { getExchangeReports } from '@verba/core/exchanges/reports/get-exchange-reports';
import { importExchangeReport } from '@verba/core/exchanges/reports/import-exchange-report';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';

const tags = ['staff'];

const dayView = z.object({
  exchange_id: text(),
  slug: text(),
  name: text(),
  day: text(),
  counted_impressions: z.number(),
  counted_spend_micros: text(),
  counted_currency: text().nullable(),
  ledger_posted_micros: text().nullable(),
  billed_impressions: z.number().nullable(),
  billed_spend_micros: text().nullable(),
  billed_currency: text().nullable(),
  billed_imported_at: text().nullable(),
  difference_impressions: z.number().nullable(),
  difference_spend_micros: text().nullable(),
  status: z.enum(['agrees', 'differs', 'no_report', 'currency_differs']),
});
const imported = z.object({
  exchange_id: text(),
  slug: text(),
  days: z.array(
    z.object({
      day: text(),
      currency: text(),
      impressions: z.number(),
      spend_micros: text(),
      replaced: z.boolean(),
    }),
  ),
});

/**
 * Exchange daily reports (issue 25, docs/exchange-reports.md), platform staff only (401 without a
 * token, 403 for anyone else): upload an exchange's report (multipart, field `file`, CSV or XLSX)
 * and read the per exchange × day comparison of Verba's count, the ledger and the exchange's bill.
 */
export const staffExchangeReportRoutes: RouteModule = (app, deps) => {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: deps.config.spreadsheetLimits.maxBytes + 1, fields: 2, parts: 3 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.get(
      '/staff/exchange-reports',
      {
        onRequest,
        schema: {
          tags,
          security,
          querystring: z.object({
            from: calendarDateSchema.optional(),
            to: calendarDateSchema.optional(),
            exchange_id: text().max(64).optional(),
          }),
          response: responses({ 200: dataOf(z.array(dayView)) }),
        },
      },
      async (request) => ({
        data: await getExchangeReports({ deps, actor: actorOf(request), query: request.query }),
      }),
    );

    api.post(
      '/staff/exchanges/:id/reports',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: z.object({ id: text().max(64) }),
          consumes: ['multipart/form-data'],
          response: responses({ 200: dataOf(imported) }, [
            'EXCHANGE_NOT_FOUND',
            'SPREADSHEET_MISSING',
            'SPREADSHEET_EMPTY',
            'SPREADSHEET_FILE_TYPE_NOT_SUPPORTED',
            'SPREADSHEET_TOO_LARGE',
            'SPREADSHEET_TOO_MANY_ROWS',
            'SPREADSHEET_UNPACKED_TOO_LARGE',
            'SPREADSHEET_CORRUPTED',
          ]),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        requireStaff(actor);
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw fail('SPREADSHEET_MISSING');
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        if (file.file.truncated) throw fail('SPREADSHEET_TOO_LARGE');
        const result = await importExchangeReport({
          deps,
          actor,
          input: { exchange: { id: request.params.id }, bytes: Buffer.concat(chunks), source: 'upload' },
        });
        return {
          data: {
            exchange_id: result.exchangeId,
            slug: result.slug,
            days: result.days.map((d) => ({
              day: d.day,
              currency: d.currency,
              impressions: d.impressions,
              spend_micros: d.spendMicros.toString(),
              replaced: d.replaced,
            })),
          },
        };
      },
    );
  });
};
