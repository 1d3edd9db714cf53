import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '@verba/core';
import { loggableError } from '@verba/db';
import { collectPixelHit, type PixelHitOutcome } from '@verba/core/pixels/collect-pixel-hit';
import { pixelCollectPath, pixelTagPath, type PixelDropReason } from '@verba/domain';
import { z } from '@verba/domain';
import { fileResponse, noContent } from '../../openapi/responses';
import { pixelTagScript } from './pixel-tag-script';

const tags = ['pixels'];
const corsHeaders = {
  'access-control-allow-origin': { description: '`*`: any site may load it.' },
};

const tagSchema = {
  tags,
  description: 'The pixel tag script, cacheable (ETag).',
  response: {
    200: fileResponse(['application/javascript'], 'The tag script.', {
      ...corsHeaders,
      etag: { description: 'Send it back in `If-None-Match`.' },
    }),
    304: z.null().describe('Not modified (`If-None-Match` matched).'),
  },
};

const collectSchema = {
  tags,
  description:
    'Collects a pixel hit from the query string (`id`, `ev`, …). Never errors: GET answers a 1×1 GIF, any other method 204; what cannot be recorded is dropped.',
  response: {
    200: fileResponse(['image/gif'], 'GET: the 1×1 transparent GIF.', corsHeaders),
    204: noContent,
  },
};

/** The 1×1 transparent GIF of the image form. */
const transparentGif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const tagEtag = `"${createHash('sha256').update(pixelTagScript).digest('base64url').slice(0, 16)}"`;

/** Any site may load the tag and call the endpoint (helmet's same-origin resource policy is lifted here). */
const crossOrigin = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'Content-Type',
  'access-control-max-age': '86400',
  'cross-origin-resource-policy': 'cross-origin',
};

/** The first-party visitor id cookie, when the tag is served under the advertiser's own domain. */
const visitorCookie = 'vb_vid';

/**
 * The public pixel endpoints, outside /api/v1 and without a session: the tag script (`/px.js`,
 * cacheable) and the collection endpoint (`/px/v1/e`). The endpoint never errors: whatever comes
 * in (unknown pixel or event, garbage, oversize, wrong method, a body of any type, over the rate
 * limit, even a database failure) it answers 204, or the GIF to a GET, and drops what it cannot
 * record, counting drops by reason in the debug log.
 */
export async function pixelCollectionRoutes(app: FastifyInstance, deps: Deps) {
  const dropped = new Map<string, number>();
  const noteDrop = (request: FastifyRequest, reason: PixelDropReason | 'error') => {
    const total = (dropped.get(reason) ?? 0) + 1;
    dropped.set(reason, total);
    request.log.debug({ pixel_drop: reason, total }, 'pixel hit dropped');
  };

  app.get(pixelTagPath, { schema: tagSchema }, (request, reply) => {
    reply.headers({ ...crossOrigin, 'cache-control': 'public, max-age=3600', etag: tagEtag });
    if (request.headers['if-none-match'] === tagEtag) return reply.status(304).send();
    return reply.type('application/javascript; charset=utf-8').send(pixelTagScript);
  });

  await app.register(async (scope) => {
    // Bodies are never read: every content type is accepted and drained, whatever its size.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      done(null, undefined);
    });

    const answer = (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers({ ...crossOrigin, 'cache-control': 'no-store' });
      if (request.method === 'GET') return reply.type('image/gif').send(transparentGif);
      return reply.status(204).send();
    };

    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'],
      url: pixelCollectPath,
      exposeHeadRoute: false,
      schema: collectSchema,
      handler: async (request, reply) => {
        if (request.method === 'OPTIONS') return answer(request, reply);
        if (request.method !== 'GET' && request.method !== 'POST') {
          noteDrop(request, 'wrong_method');
          return answer(request, reply);
        }
        let outcome: PixelHitOutcome;
        try {
          const query = { ...(request.query as object) } as Record<string, unknown>;
          query.vid ??= request.cookies[visitorCookie];
          outcome = await collectPixelHit({
            deps,
            query,
            ip: request.ip,
            userAgent: request.headers['user-agent'],
          });
        } catch (error) {
          request.log.warn({ err: loggableError(error) }, 'pixel hit not recorded');
          noteDrop(request, 'error');
          return answer(request, reply);
        }
        if (!outcome.recorded) noteDrop(request, outcome.reason);
        return answer(request, reply);
      },
    });
  });
}
