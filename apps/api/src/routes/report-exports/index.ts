import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportDownloadRequestSchema,
  reportEmailRequestSchema,
  savedReportInputSchema,
  text,
  z,
} from '@verba/domain';
import { createSavedReport } from '@verba/core/reports/saved/create-saved-report';
import { deleteSavedReport } from '@verba/core/reports/saved/delete-saved-report';
import { getSavedReport } from '@verba/core/reports/saved/get-saved-report';
import { listSavedReports } from '@verba/core/reports/saved/list-saved-reports';
import { createReportLink, revokeReportLink } from '@verba/core/reports/saved/report-link';
import { updateSavedReport } from '@verba/core/reports/saved/update-saved-report';
import { requestReportDownload } from '@verba/core/reports/export/request-report-download';
import { openReportDownload } from '@verba/core/reports/export/open-report-download';
import { requestReportEmail } from '@verba/core/reports/export/request-report-email';
import { getReportJob } from '@verba/core/reports/export/get-report-job';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { contentDisposition, dataOf, fileResponse, noContent, responses } from '../../openapi/responses';
import {
  reportDownloadResponse,
  reportJobResponse,
  reportLinkResponse,
  savedReportResponse,
} from './response-schemas';

const tags = ['reports'];
const params = z.object({ id: text() });
const fileTypes = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * Saved reports, exports, e-mailed reports and spreadsheet links (issue 29, docs/reports-export.md).
 * Every role may extract reports (spec §6); each company sees only its own.
 */
export const reportExportRoutes: RouteModule = (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/reports/saved',
    { schema: { tags, security, response: responses({ 200: dataOf(z.array(savedReportResponse)) }) } },
    async (request) => ({ data: await listSavedReports({ deps, actor: authorize(request, 'extractReports') }) }),
  );

  api.post(
    '/reports/saved',
    {
      schema: {
        tags,
        security,
        body: savedReportInputSchema,
        response: responses({ 201: dataOf(savedReportResponse, 'Saved.') }, ['REPORT_RECIPIENT_NOT_IN_COMPANY']),
      },
    },
    async (request, reply) => {
      const data = await createSavedReport({ deps, actor: authorize(request, 'extractReports'), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/reports/saved/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(savedReportResponse) }) } },
    async (request) => ({
      data: await getSavedReport({ deps, actor: authorize(request, 'extractReports'), id: request.params.id }),
    }),
  );

  api.put(
    '/reports/saved/:id',
    {
      schema: {
        tags,
        security,
        params,
        body: savedReportInputSchema,
        response: responses({ 200: dataOf(savedReportResponse) }, [
          'REPORT_RECIPIENT_NOT_IN_COMPANY',
          'REPORT_NOT_OWNER',
        ]),
      },
    },
    async (request) => ({
      data: await updateSavedReport({
        deps,
        actor: authorize(request, 'extractReports'),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.delete(
    '/reports/saved/:id',
    { schema: { tags, security, params, response: responses({ 204: noContent }, ['REPORT_NOT_OWNER']) } },
    async (request, reply) => {
      await deleteSavedReport({ deps, actor: authorize(request, 'extractReports'), id: request.params.id });
      return reply.status(204).send();
    },
  );

  api.post(
    '/reports/saved/:id/link',
    {
      schema: {
        tags,
        security,
        params,
        response: responses({ 201: dataOf(reportLinkResponse, 'The new link (any previous one stops working).') }, [
          'REPORT_NOT_OWNER',
        ]),
      },
    },
    async (request, reply) => {
      const data = await createReportLink({ deps, actor: authorize(request, 'extractReports'), id: request.params.id });
      return reply.status(201).send({ data });
    },
  );

  api.delete(
    '/reports/saved/:id/link',
    { schema: { tags, security, params, response: responses({ 204: noContent }, ['REPORT_NOT_OWNER']) } },
    async (request, reply) => {
      await revokeReportLink({ deps, actor: authorize(request, 'extractReports'), id: request.params.id });
      return reply.status(204).send();
    },
  );

  api.post(
    '/reports/downloads',
    {
      schema: {
        tags,
        security,
        body: reportDownloadRequestSchema,
        response: responses({ 201: dataOf(reportDownloadResponse, 'Open the URL to download the file.') }),
      },
    },
    async (request, reply) => {
      const data = await requestReportDownload({ deps, actor: authorize(request, 'extractReports'), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  // The signed URL is the credential: opened from an e-mail or a new tab, without a bearer token.
  api.get(
    '/reports/downloads/:id',
    {
      schema: {
        tags,
        params,
        querystring: z.object({ expires: z.coerce.number().int(), signature: text().max(100) }),
        response: responses(
          { 200: fileResponse(fileTypes, 'The report as CSV or XLSX, streamed.', contentDisposition) },
          ['REPORT_DOWNLOAD_EXPIRED'],
          { authenticated: false },
        ),
      },
    },
    async (request, reply) => {
      const file = await openReportDownload({
        deps,
        input: { id: request.params.id, expires: request.query.expires, signature: request.query.signature },
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  api.post(
    '/reports/email',
    {
      schema: {
        tags,
        security,
        body: reportEmailRequestSchema,
        response: responses({ 202: dataOf(reportJobResponse, 'The job; poll GET /reports/jobs/{id}.') }, [
          'REPORT_RECIPIENT_NOT_IN_COMPANY',
        ]),
      },
    },
    async (request, reply) => {
      const data = await requestReportEmail({ deps, actor: authorize(request, 'extractReports'), input: request.body });
      return reply.status(202).send({ data });
    },
  );

  api.get(
    '/reports/jobs/:id',
    { schema: { tags, security, params, response: responses({ 200: dataOf(reportJobResponse) }) } },
    async (request) => ({
      data: await getReportJob({ deps, actor: authorize(request, 'extractReports'), id: request.params.id }),
    }),
  );
};
