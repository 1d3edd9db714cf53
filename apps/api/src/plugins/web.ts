import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** Serves the built SPA; any non-API GET that is not a file gets index.html (client routing). */
export async function registerWeb(app: FastifyInstance, webDir: string) {
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'web build not found: run `npm run build`');
    return;
  }
  await app.register(fastifyStatic, { root: webDir, wildcard: false, index: false });
  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) return reply.callNotFound();
    const file = path.slice(1);
    if (file && !file.includes('..') && existsSync(join(webDir, file))) {
      return reply.header('cache-control', file.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(file);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
