import { describe, expect, it } from 'vitest';
import { z } from '@verba/domain';
import { responseSerializer, UndeclaredResponseFieldsError } from './serializer';
import { errorEnvelope } from './responses';

const schema = z.object({ data: z.object({ id: z.string(), amount: z.string() }) });
const serialize = (strict: boolean) =>
  responseSerializer({ strict })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('responseSerializer', () => {
  it('sends a matching answer byte for byte as the handler wrote it', () => {
    expect(serialize(true)({ data: { amount: '100', id: 'a' } })).toBe('{"data":{"amount":"100","id":"a"}}');
  });

  it('fails on a field the schema does not declare when strict (tests), instead of stripping it', () => {
    expect(() => serialize(true)({ data: { id: 'a', amount: '1', secret: 'x' } })).toThrow(
      UndeclaredResponseFieldsError,
    );
  });

  it('strips undeclared fields otherwise, so nothing undeclared leaves', () => {
    expect(serialize(false)({ data: { id: 'a', amount: '1', secret: 'x' } })).toBe(
      '{"data":{"id":"a","amount":"1"}}',
    );
  });

  it('fails on an answer the schema refuses either way', () => {
    expect(() => serialize(false)({ data: { id: 'a', amount: 1 } })).toThrow();
    expect(() => serialize(true)({ data: { id: 'a' } })).toThrow();
  });
});

describe('responseSerializer of error answers', () => {
  const conflict = errorEnvelope(['ADVERTISER_INACTIVE'], 'Conflict.');
  const serializeError = (strict: boolean) =>
    responseSerializer({ strict })({ schema: conflict, method: 'PUT', url: '/x', httpStatus: '409' });

  it('sends a declared code as written', () => {
    const answer = { errors: ['Inativo.'], code: 'ADVERTISER_INACTIVE' };
    expect(serializeError(true)(answer)).toBe(JSON.stringify(answer));
  });

  it('fails in tests on a code the route does not declare', () => {
    expect(() => serializeError(true)({ errors: ['x'], code: 'CONFLICT' })).toThrow(
      UndeclaredResponseFieldsError,
    );
    expect(serializeError(false)({ errors: ['x'], code: 'CONFLICT' })).toBe(
      '{"errors":["x"],"code":"CONFLICT"}',
    );
  });
});
