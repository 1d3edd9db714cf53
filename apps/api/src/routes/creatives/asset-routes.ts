import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { creativeAssetSchema, creativeUploadMaxBytes, text, z } from '@verba/domain';
import { fail } from '@verba/core';
import { getCreativeAsset } from '@verba/core/creatives/get-creative-asset';
import { readCreativeFile } from '@verba/core/creatives/read-creative-file';
import { uploadCreativeAsset } from '@verba/core/creatives/upload-creative-asset';
import { authorize } from '../../plugins/auth';
import { limitPerMinute } from '../auth/rate-limits';
import type { RouteModule } from '../index';
import { requireActor as onRequest } from '../users/route-helpers';
import { bearerSecurity as security } from '../../openapi/security';
import { fileResponse, responses, type HeaderDeclaration } from '../../openapi/responses';

const tags = ['creatives'];

/** What an uploaded creative can be (images, videos, audio), sent as stored. */
const creativeMediaRanges = ['image/*', 'video/*', 'audio/*'];
const fileHeaders: Record<string, HeaderDeclaration> = {
  'accept-ranges': { description: '`bytes`: a `Range` request gets 206.' },
  'content-disposition': { description: '`inline`.' },
};
const one = z.object({ data: creativeAssetSchema });

// eslint-disable-next-line no-control-regex -- dropping control characters from a file name is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/g;

/** A plain multipart field's value (fields other than the file). */
const fieldValue = (field: unknown): string | undefined => {
  const value = (field as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** Creative files: streamed upload (multipart, field `file`), its description, and the file itself. */
export const creativeAssetRoutes: RouteModule = async (app, deps) => {
  // Multipart parsing only exists inside this plugin's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      // The stream is cut one byte past the largest file of any kind; each kind's own limit is
      // checked (and the upload aborted) while the bytes pass, see inspect-upload.ts.
      limits: { files: 1, fileSize: creativeUploadMaxBytes + 1, fields: 4, parts: 5, fieldSize: 256 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/advertisers/:advertiserId/creative-assets',
      {
        onRequest,
        schema: {
          tags,
          security,
          params: z.object({ advertiserId: text().max(64) }),
          consumes: ['multipart/form-data'],
          response: { 201: one },
        },
        // Per company: every upload is read, checked and stored (UPLOADS_PER_MINUTE).
        config: limitPerMinute(deps, deps.config.uploadsPerMinute, 'company'),
      },
      async (request, reply) => {
        const actor = authorize(request, 'manageAdvertisers');
        const file = request.isMultipart() ? await request.file() : undefined;
        if (!file) throw fail('CREATIVE_ASSET_MISSING');
        const data = await uploadCreativeAsset({
          deps,
          actor,
          advertiserId: request.params.advertiserId,
          file: file.file,
          originalName: file.filename.replace(controlCharacters, ''),
          replaces: fieldValue(file.fields.replaces),
          language: request.language,
        });
        return reply.status(201).send({ data });
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/creative-assets/:id',
    {
      onRequest,
      schema: { tags, security, params: z.object({ id: text().max(64) }), response: { 200: one } },
    },
    async (request) => ({
      data: await getCreativeAsset({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );

  api.get(
    '/creative-assets/:id/file/:token',
    {
      schema: {
        tags,
        params: z.object({ id: text().max(64), token: text().max(64) }),
        description: 'The uploaded file behind an unguessable token; answers byte ranges (`Range`).',
        response: responses(
          {
            200: fileResponse(creativeMediaRanges, 'The whole file.', fileHeaders),
            206: fileResponse(creativeMediaRanges, 'The requested byte range.', {
              ...fileHeaders,
              'content-range': { description: '`bytes start-end/size`.' },
            }),
            416: z.null().describe('The range lies outside the file (`Content-Range: bytes */size`).'),
          },
          ['CREATIVE_ASSET_NOT_FOUND'],
          { authenticated: false },
        ),
      },
    },
    async (request, reply) => {
      const file = await readCreativeFile({
        deps,
        id: request.params.id,
        token: request.params.token,
        rangeHeader: request.headers.range,
      });
      reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, max-age=3600')
        .header('accept-ranges', 'bytes');
      if (!file.stream) return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      if (!file.range) return reply.header('content-length', file.size).send(file.stream);
      const { start, end } = file.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(file.stream);
    },
  );
};
