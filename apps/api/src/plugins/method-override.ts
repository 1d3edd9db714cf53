import type { FastifyInstance } from 'fastify';

const overridable = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Spec §7 sends updates as `POST` with `_method=PUT|DELETE` in the body (or the
 * X-HTTP-Method-Override header). A POST that matches no POST route lands on this catch-all,
 * which replays the request in-process with the intended method, so the real route's schema,
 * authorisation and rate limits apply unchanged.
 */
export function registerMethodOverride(app: FastifyInstance, prefix: string) {
  app.post(`${prefix}/*`, { schema: { hide: true } }, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const header = request.headers['x-http-method-override'];
    const requested = typeof body._method === 'string' ? body._method : Array.isArray(header) ? header[0] : header;
    const method = (requested ?? '').toUpperCase();
    if (!overridable.has(method)) return reply.callNotFound();
    const { _method: _ignored, ...payload } = body;
    const headers = { ...request.headers };
    delete headers['content-length'];
    delete headers['x-http-method-override'];
    headers['content-type'] = 'application/json';
    const response = await app.inject({
      method: method as 'PUT' | 'PATCH' | 'DELETE',
      url: request.url,
      headers,
      payload: JSON.stringify(payload),
      remoteAddress: request.ip,
    });
    const { 'content-length': _length, 'transfer-encoding': _te, connection: _c, ...outHeaders } = response.headers;
    return reply.status(response.statusCode).headers(outHeaders).send(response.rawPayload);
  });
}
