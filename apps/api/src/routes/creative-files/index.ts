import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '@verba/core';
import { readServedCreativeFile } from '@verba/core/creatives/read-served-creative-file';
import { servedCreativePathPrefix, text, z } from '@verba/domain';
import { fileResponse, noContent, responses, type HeaderDeclaration } from '../../openapi/responses';

const tags = ['creatives'];

/**
 * What makes a served file usable by any page and harmless opened by itself (they replace the
 * app's helmet headers of the same names): readable cross-origin (CORP for <img>, <video> and
 * <audio>; CORS for players that fetch the media), a year of caching (the URL never changes
 * content), `nosniff`, and a CSP that sandboxes the file as a document, so markup smuggled into
 * a file could not script with any origin. The app's own pages and API keep the strict ones.
 */
export const servedFileHeaders = {
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'Accept-Ranges, Content-Length, Content-Range, ETag',
  'timing-allow-origin': '*',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  // A media document (a file opened by itself) loads its own URL again: img-src and media-src 'self'.
  'content-security-policy':
    "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
  'content-disposition': 'inline',
  'accept-ranges': 'bytes',
} as const;

/** A CORS preflight (a player sending Range or a conditional header from script). */
const preflightHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'Range, If-None-Match, If-Range, If-Modified-Since',
  'access-control-max-age': '86400',
  'cross-origin-resource-policy': 'cross-origin',
};

/** What an uploaded creative can be, sent as stored. */
const creativeMediaRanges = ['image/*', 'video/*', 'audio/*'];
const declared: Record<string, HeaderDeclaration> = {
  'cross-origin-resource-policy': { description: '`cross-origin`: any page may embed it.' },
  'access-control-allow-origin': { description: '`*`: players may fetch it with CORS.' },
  'cache-control': { description: '`public, max-age=31536000, immutable`: the URL never changes content.' },
  etag: { description: 'Strong; send it back in `If-None-Match` or `If-Range`.' },
  'content-security-policy': { description: '`sandbox; default-src …`: opened as a page, nothing runs.' },
  'accept-ranges': { description: '`bytes`: a `Range` request gets 206.' },
};

const params = z.object({
  id: text().max(64),
  name: text().max(80).describe('`<token>.<ext>`: the file token and the extension of its type.'),
});

/**
 * The creative files the bidder's markup references (`LiveCreative.mediaUrl`), outside /api/v1
 * and without a session: `GET|HEAD /cr/v1/:id/:token.:ext` under CREATIVES_ORIGIN (this app, or
 * a CDN that forwards this path here). See docs/creative-serving.md.
 */
export async function creativeFileRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.route({
    method: ['GET', 'HEAD'],
    url: `${servedCreativePathPrefix}/:id/:name`,
    exposeHeadRoute: false,
    schema: {
      tags,
      params,
      description:
        'A creative file as publisher pages load it: cross-origin readable, cacheable for a year, byte ranges for players.',
      response: responses(
        {
          200: fileResponse(creativeMediaRanges, 'The whole file.', declared),
          206: fileResponse(creativeMediaRanges, 'The requested byte range.', {
            ...declared,
            'content-range': { description: '`bytes start-end/size`.' },
          }),
          304: z.null().describe('Not modified (`If-None-Match` matched).'),
          416: z.null().describe('The range lies outside the file (`Content-Range: bytes */size`).'),
        },
        ['CREATIVE_ASSET_NOT_FOUND'],
        { authenticated: false },
      ),
    },
    handler: async (request, reply) => {
      const { headers } = request;
      const file = await readServedCreativeFile({
        deps,
        input: {
          id: request.params.id,
          name: request.params.name,
          range: headers.range,
          ifNoneMatch: headers['if-none-match'],
          ifRange: typeof headers['if-range'] === 'string' ? headers['if-range'] : undefined,
          withBody: request.method !== 'HEAD',
        },
      });
      reply.headers(servedFileHeaders).headers({ etag: file.etag, 'last-modified': file.lastModified });
      if (file.status === 304) return reply.status(304).send();
      if (file.status === 416)
        return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      reply.header('content-type', file.contentType);
      if (file.status === 200) return reply.header('content-length', file.size).send(file.stream);
      const { start, end } = file.range;
      return reply
        .status(206)
        .header('content-range', `bytes ${start}-${end}/${file.size}`)
        .header('content-length', end - start + 1)
        .send(file.stream);
    },
  });

  app.options(
    `${servedCreativePathPrefix}/:id/:name`,
    {
      schema: {
        tags,
        description: 'CORS preflight of a served creative file.',
        response: { 204: noContent },
      },
    },
    (_request, reply) => reply.status(204).headers(preflightHeaders).send(),
  );
}
