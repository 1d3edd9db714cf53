import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { advertiserLimits, text, z } from '@verba/domain';
import { fail } from '@verba/core';
import { readAdvertiserLogo } from '@verba/core/advertisers/read-advertiser-logo';
import { removeAdvertiserLogo } from '@verba/core/advertisers/remove-advertiser-logo';
import { uploadAdvertiserLogo } from '@verba/core/advertisers/upload-advertiser-logo';
import { authorize } from '../../plugins/auth';
import type { RouteModule } from '../index';
import { bearerSecurity as security } from '../../openapi/security';
import { dataOf, fileResponse, responses } from '../../openapi/responses';
import { advertiserResponse } from './response-schemas';

const tags = ['advertisers'];

/**
 * Reading stops a little past the logo limit: enough to answer "too large" with the spec's
 * message for any file, without buffering an arbitrarily large upload.
 */
const readLimit = advertiserLimits.logoMaxBytes + 64 * 1024;

/** Logo upload (multipart, field `logo`), removal, and the public logo file. */
export const advertiserLogoRoutes: RouteModule = async (app, deps) => {
  // Multipart parsing only exists inside this plugin's scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: readLimit, fields: 5, parts: 6 },
    });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    api.post(
      '/advertisers/:id/logo',
      {
        schema: {
          tags,
          security,
          params: z.object({ id: text() }),
          consumes: ['multipart/form-data'],
          response: responses({ 200: dataOf(advertiserResponse) }, [
            'ADVERTISER_LOGO_MISSING',
            'ADVERTISER_LOGO_INVALID_TYPE',
            'ADVERTISER_LOGO_TOO_LARGE',
            'ADVERTISER_LOGO_INVALID_DIMENSIONS',
            'ADVERTISER_LOGO_CORRUPTED',
          ]),
        },
      },
      async (request) => {
        const actor = authorize(request, 'manageAdvertisers');
        if (!request.isMultipart())
          throw fail('ADVERTISER_LOGO_MISSING', {
            logo: [{ key: 'errors:ADVERTISER_LOGO_MISSING', params: {} }],
          });
        const file = await request.file();
        if (!file)
          throw fail('ADVERTISER_LOGO_MISSING', {
            logo: [{ key: 'errors:ADVERTISER_LOGO_MISSING', params: {} }],
          });
        const chunks: Buffer[] = [];
        for await (const chunk of file.file) chunks.push(chunk as Buffer);
        const bytes = Buffer.concat(chunks);
        return {
          data: await uploadAdvertiserLogo({
            deps,
            actor,
            id: request.params.id,
            bytes,
            truncated: file.file.truncated,
            language: request.language,
          }),
        };
      },
    );
  });

  const api = app.withTypeProvider<ZodTypeProvider>();

  api.delete(
    '/advertisers/:id/logo',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: text() }),
        response: responses({ 200: dataOf(advertiserResponse) }),
      },
    },
    async (request) => ({
      data: await removeAdvertiserLogo({
        deps,
        actor: authorize(request, 'manageAdvertisers'),
        id: request.params.id,
      }),
    }),
  );

  api.get(
    '/advertisers/:id/logo/:file',
    {
      schema: {
        tags,
        params: z.object({ id: text(), file: text() }),
        description: 'The logo file `logo_url` points to (public, immutable: a new upload gets a new name).',
        response: responses({ 200: fileResponse(['image/png', 'image/jpeg'], 'The logo.') }, [], {
          authenticated: false,
        }),
      },
    },
    async (request, reply) => {
      const logo = await readAdvertiserLogo({ deps, id: request.params.id, file: request.params.file });
      if (!logo) throw fail('NOT_FOUND');
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(logo.bytes);
    },
  );
};
