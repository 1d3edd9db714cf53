import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listStaffSupportRequestsQuerySchema,
  listSupportRequestsQuerySchema,
  staffSupportRequestSchema,
  supportLimits,
  supportReplySchema,
  supportRequestDetailSchema,
  supportRequestSchema,
  supportRequestViewSchema,
  supportStatusSchema,
  supportStatuses,
  text,
  z,
} from '@verba/domain';
import { fail } from '@verba/core';
import { attachSupportFile } from '@verba/core/support/attach-support-file';
import { createSupportRequest } from '@verba/core/support/create-support-request';
import { getSupportRequest } from '@verba/core/support/get-support-request';
import { listStaffSupportRequests } from '@verba/core/support/list-staff-support-requests';
import { listSupportRequests } from '@verba/core/support/list-support-requests';
import { readSupportAttachment } from '@verba/core/support/read-support-attachment';
import { replyToSupportRequest } from '@verba/core/support/reply-to-support-request';
import { setSupportRequestStatus } from '@verba/core/support/set-support-request-status';
import { staffReplyToSupportRequest } from '@verba/core/support/staff-reply-to-support-request';
import { actorOf } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { contentDisposition, dataOf, fileResponse, pageOf, responses } from '../../openapi/responses';
import { bearerSecurity as security, requireActor as onRequest } from '../users/route-helpers';

const tags = ['support'];
const staffTags = ['staff'];
const params = z.object({ id: text().max(64) });
const attachmentTypes = Object.keys(supportLimits.attachmentTypes);
/** Reading stops a little past the limit: enough to answer "too large" without buffering any upload. */
const readLimit = supportLimits.attachmentMaxBytes + 64 * 1024;

/** A download (never inline: a PDF or an image uploaded by someone opens as a file, not a page). */
function sendAttachment(reply: FastifyReply, file: { bytes: Buffer; contentType: string; name: string }) {
  const ascii = file.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}

/**
 * Support requests (issue 31, docs/help-support.md): every signed-in user may ask (any role);
 * the company's requests are private to it (a plain user sees their own); staff work the queue.
 */
export const supportRoutes: RouteModule = async (app, deps) => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/support-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        body: supportRequestSchema,
        response: responses({ 201: dataOf(supportRequestDetailSchema, 'Created.') }),
      },
    },
    async (request, reply) => {
      const data = await createSupportRequest({ deps, actor: actorOf(request), input: request.body });
      return reply.status(201).send({ data });
    },
  );

  api.get(
    '/support-requests',
    {
      onRequest,
      schema: {
        tags,
        security,
        querystring: listSupportRequestsQuerySchema,
        response: responses({ 200: pageOf(supportRequestViewSchema) }),
      },
    },
    async (request) => listSupportRequests({ deps, actor: actorOf(request), query: request.query }),
  );

  api.get(
    '/support-requests/:id',
    {
      onRequest,
      schema: { tags, security, params, response: responses({ 200: dataOf(supportRequestDetailSchema) }) },
    },
    async (request) => ({
      data: await getSupportRequest({ deps, actor: actorOf(request), id: request.params.id }),
    }),
  );

  api.post(
    '/support-requests/:id/replies',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        body: supportReplySchema,
        response: responses({ 200: dataOf(supportRequestDetailSchema) }),
      },
    },
    async (request) => ({
      data: await replyToSupportRequest({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.get(
    '/support-requests/:id/attachment',
    {
      onRequest,
      schema: {
        tags,
        security,
        params,
        response: responses({ 200: fileResponse(attachmentTypes, 'The attachment.', contentDisposition) }),
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await readSupportAttachment({ deps, actor: actorOf(request), id: request.params.id })),
  );

  // Multipart parsing only exists inside this plugin's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: readLimit, fields: 2, parts: 3 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/support-requests/:id/attachment',
      {
        onRequest,
        schema: {
          tags,
          security,
          params,
          consumes: ['multipart/form-data'],
          response: responses({ 200: dataOf(supportRequestDetailSchema) }, [
            'SUPPORT_ATTACHMENT_INVALID_TYPE',
            'SUPPORT_ATTACHMENT_TOO_LARGE',
          ]),
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const missing = () =>
          fail('SUPPORT_ATTACHMENT_INVALID_TYPE', {
            file: [{ key: 'errors:SUPPORT_ATTACHMENT_INVALID_TYPE', params: {} }],
          });
        if (!request.isMultipart()) throw missing();
        const file = await request.file();
        if (!file) throw missing();
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        return {
          data: await attachSupportFile({
            deps,
            actor,
            id: request.params.id,
            bytes: Buffer.concat(chunks),
            fileName: file.filename,
            truncated: file.file.truncated,
          }),
        };
      },
    );
  });

  api.get(
    '/staff/support-requests',
    {
      onRequest,
      schema: {
        tags: staffTags,
        security,
        querystring: listStaffSupportRequestsQuerySchema,
        response: responses({ 200: pageOf(staffSupportRequestSchema) }),
      },
    },
    async (request) => listStaffSupportRequests({ deps, actor: actorOf(request), query: request.query }),
  );

  api.get(
    '/staff/support-requests/:id',
    {
      onRequest,
      schema: {
        tags: staffTags,
        security,
        params,
        response: responses({ 200: dataOf(supportRequestDetailSchema) }),
      },
    },
    async (request) => ({
      data: await getSupportRequest({ deps, actor: actorOf(request), id: request.params.id, asStaff: true }),
    }),
  );

  api.get(
    '/staff/support-requests/:id/attachment',
    {
      onRequest,
      schema: {
        tags: staffTags,
        security,
        params,
        response: responses({ 200: fileResponse(attachmentTypes, 'The attachment.', contentDisposition) }),
      },
    },
    async (request, reply) =>
      sendAttachment(
        reply,
        await readSupportAttachment({ deps, actor: actorOf(request), id: request.params.id, asStaff: true }),
      ),
  );

  api.post(
    '/staff/support-requests/:id/replies',
    {
      onRequest,
      schema: {
        tags: staffTags,
        security,
        params,
        body: supportReplySchema.extend({ status: z.enum(supportStatuses).optional() }),
        response: responses({ 200: dataOf(supportRequestDetailSchema) }),
      },
    },
    async (request) => ({
      data: await staffReplyToSupportRequest({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  api.post(
    '/staff/support-requests/:id/status',
    {
      onRequest,
      schema: {
        tags: staffTags,
        security,
        params,
        body: supportStatusSchema,
        response: responses({ 200: dataOf(supportRequestDetailSchema) }),
      },
    },
    async (request) => ({
      data: await setSupportRequestStatus({
        deps,
        actor: actorOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
