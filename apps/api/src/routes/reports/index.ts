import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportDefinitionSchema,
  reportDimensions,
  reportLimits,
  reportFilterOptionsQuerySchema,
  reportMetrics,
  standardReportKeys,
  text,
  z,
} from '@verba/domain';
import { runReport } from '@verba/core/reports/run-report';
import { listStandardReports } from '@verba/core/reports/list-standard-reports';
import { listReportFilterOptions } from '@verba/core/reports/list-report-filter-options';
import { authorize } from '../../plugins/auth';
import { requireActor as onRequest } from '../users/route-helpers';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, responses } from '../../openapi/responses';

const tags = ['reports'];

const metricValues = z.partialRecord(z.enum(reportMetrics), z.number().nullable());
const dimensionValues = z.partialRecord(z.enum(reportDimensions), z.object({ id: text(), label: text() }));
const range = z.object({ from: text(), to: text() });

/** `ReportPage` (packages/core/src/reports/report-table.ts). */
export const reportPageSchema = z.object({
  definition: reportDefinitionSchema,
  range,
  comparison_range: range.optional(),
  columns: z.array(
    z.object({
      key: z.union([z.enum(reportDimensions), z.enum(reportMetrics)]),
      kind: z.enum(['dimension', 'metric']),
      type: z.enum(['text', 'date', 'datetime', 'integer', 'money', 'percent', 'decimal']),
    }),
  ),
  watermark: z.object({
    data_until: text(),
    provisional_from: text(),
    consolidating_from: text(),
    restated_days: z.array(text()),
  }),
  rows: z.array(
    z.object({
      dimensions: dimensionValues,
      metrics: metricValues,
      previous: metricValues.optional(),
      change: metricValues.optional(),
    }),
  ),
  totals: z.object({
    metrics: metricValues,
    previous: metricValues.optional(),
    change: metricValues.optional(),
  }),
  total_rows: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const runBody = z.object({
  definition: reportDefinitionSchema,
  page: z.number().int().min(1).max(1_000_000).default(1),
  page_size: z.number().int().min(1).max(reportLimits.pageSize).default(50),
});

const standardResponse = z.array(
  z.object({ key: z.enum(standardReportKeys), definition: reportDefinitionSchema }),
);

const filterOptionsResponse = z.array(
  z.object({ id: text(), name: text(), campaign: text().nullable(), group: text().nullable() }),
);

/**
 * Reports (issue 29, DESIGN §10): run a definition for one page of rows with totals, comparison and
 * watermark; the standard reports. Every role of the company may extract reports (spec §6).
 */
export const reportsRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/reports/run',
    {
      onRequest,
      schema: { tags, security, body: runBody, response: responses({ 200: dataOf(reportPageSchema) }) },
    },
    async (request) => ({
      data: await runReport({ deps, actor: authorize(request, 'extractReports'), input: request.body }),
    }),
  );
  api.get(
    '/reports/standard',
    { onRequest, schema: { tags, security, response: responses({ 200: dataOf(standardResponse) }) } },
    (request) => {
      authorize(request, 'extractReports');
      return { data: listStandardReports() };
    },
  );
  api.get(
    '/reports/filter-options',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: reportFilterOptionsQuerySchema,
        response: responses({ 200: dataOf(filterOptionsResponse) }),
      },
    },
    async (request) => ({
      data: await listReportFilterOptions({
        deps,
        actor: authorize(request, 'extractReports'),
        input: request.query,
      }),
    }),
  );
};
