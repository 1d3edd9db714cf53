import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from '@verba/domain';
import { isCachedAnswer } from '@verba/core/read-cache';
import { errorAnswer, errorSchemas } from './responses';

/** Thrown (tests only) when an answer carries what its response schema does not declare. */
export class UndeclaredResponseFieldsError extends Error {}

const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * Serialises an answer through the route's declared response schema. The answer is sent as the
 * handler wrote it (bytes unchanged) when it matches the schema exactly. With `strict` (tests) an
 * answer the schema would change — a field it does not declare — is an error, so the document cannot
 * drift from the answers unnoticed; otherwise such fields are stripped (nothing undeclared leaves).
 * An answer the schema refuses is an error either way. Error answers keep their `{ errors, code }`
 * shape; in tests their code must be one the route declares.
 */
export const responseSerializer =
  ({ strict }: { strict: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, method, url }) => {
    // The text of each cached answer (`cachedRead`) this route sent: the same unchangeable object
    // comes back for every request it answers, so it is checked and written once (issue 13).
    const texts = new WeakMap<object, string>();
    const serialize = (data: unknown) => {
      if (!isCachedAnswer(data)) return serializeChecked(data);
      let text = texts.get(data as object);
      if (text === undefined) {
        text = serializeChecked(data);
        texts.set(data as object, text);
      }
      return text;
    };
    const serializeChecked = (data: unknown) => {
      const declaredErrors = errorSchemas.get(schema);
      if (declaredErrors) {
        const answer = errorAnswer.parse(data);
        if (strict && declaredErrors.checked && !declaredErrors.codes.has(answer.code))
          throw new UndeclaredResponseFieldsError(
            `${method} ${url}: error code ${answer.code} is not declared`,
          );
        return JSON.stringify(data);
      }
      const result = z.safeEncode(schema, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      const sent = JSON.stringify(data);
      // Fast path (issue 13): the schema's output written alike is the same answer. Only when the
      // texts differ (keys in another order than the schema's, or fields stripped) is it compared
      // value by value, which cost a page of users a fifth of its CPU when done on every answer.
      if (JSON.stringify(result.data) === sent) return sent;
      if (isDeepStrictEqual(asJson(result.data), JSON.parse(sent))) return sent;
      if (strict)
        throw new UndeclaredResponseFieldsError(
          `${method} ${url}: answer has fields its response schema does not declare: ${sent.slice(0, 500)}`,
        );
      return JSON.stringify(result.data);
    };
    return serialize;
  };
