import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { statusOf, type ErrorCode, type MessageKey } from '@verba/domain';
import { DomainError } from '@verba/core';
import { loggableError } from '@verba/db';

/**
 * The one place where errors become HTTP answers (DESIGN §4):
 * `{ errors: string[] | Record<field, string[]>, code }`, messages in the request's language.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = request.t;
    const fieldMessages = (fields: Record<string, MessageKey[]>) =>
      Object.fromEntries(Object.entries(fields).map(([f, keys]) => [f, keys.map((k) => t(k.key, k.params))]));
    const send = (code: ErrorCode, errors: string[] | Record<string, string[]>) =>
      reply.status(statusOf(code)).send({ errors, code });

    if (error instanceof DomainError) {
      if (error.fields) return send(error.code, fieldMessages(error.fields));
      return send(error.code, [t(`errors:${error.code}`, error.params)]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, MessageKey[]> = {};
      for (const v of error.validation) {
        const params = v.params as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
        const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        (fields[field] ??= []).push({
          key: v.message ?? 'validation:invalid',
          params: {
            ...(params.minimum !== undefined && { min: Number(params.minimum) }),
            ...(params.maximum !== undefined && { max: Number(params.maximum) }),
            ...params.params,
          },
        });
      }
      return send('VALIDATION_FAILED', fieldMessages(fields));
    }
    if (error.statusCode === 429) return send('RATE_LIMITED', [t('errors:RATE_LIMITED')]);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
      return reply.status(error.statusCode === 404 ? 404 : 400).send({ errors: [t(`errors:${code}`)], code });
    }
    // A client that stops sending (a cancelled upload) breaks the body stream: not a server fault.
    if (request.raw.readableAborted) {
      request.log.info({ code: (error as NodeJS.ErrnoException).code }, 'request aborted by the client');
      return reply.status(400).send({ errors: [t('errors:VALIDATION_FAILED')], code: 'VALIDATION_FAILED' });
    }
    // Code and message only, never the failing query's parameters (see loggableError).
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ errors: [t('common:generic_error')], code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ errors: [request.t('errors:NOT_FOUND')], code: 'NOT_FOUND' }),
  );
}
