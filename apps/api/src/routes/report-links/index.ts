import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportExportLimits, text, z } from '@verba/domain';
import type { Deps } from '@verba/core';
import { openReportLink } from '@verba/core/reports/export/open-report-link';
import { fileResponse, responses } from '../../openapi/responses';

/** Per secret and address: a spreadsheet refreshing now and then, never a scraper. */
const perMinute = (deps: Deps): FastifyContextConfig =>
  deps.config.rateLimit
    ? {
        rateLimit: {
          max: reportExportLimits.linkRequestsPerMinute,
          timeWindow: 60_000,
          hook: 'preValidation',
          keyGenerator: (request) => `${(request.params as { file?: string }).file ?? ''}|${request.ip}`,
        },
      }
    : {};

/**
 * The spreadsheet link (spec §2), outside /api/v1 and without a session: `GET /r/{secret}.csv`
 * answers the saved report's rows as CSV for Google Sheets `IMPORTDATA` and Excel Power Query.
 * Unknown or revoked: 404. Rate-limited.
 */
export async function reportLinkRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/r/:file',
    {
      schema: {
        tags: ['reports'],
        params: z.object({ file: text().max(200) }),
        response: responses(
          { 200: fileResponse(['text/csv'], 'The saved report now, as CSV (UTF-8, no BOM, no totals row).') },
          [],
          { authenticated: false, rateLimited: true },
        ),
      },
      config: perMinute(deps),
    },
    async (request, reply) => {
      const match = /^(.+)\.csv$/.exec(request.params.file);
      const file = await openReportLink({ deps, secret: match?.[1] ?? '' });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'no-store')
        .header('x-robots-tag', 'noindex')
        .send(file.stream);
    },
  );
}
