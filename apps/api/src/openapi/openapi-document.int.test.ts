import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../testing';
import { undeclaredOperations } from './undeclared-routes';

type Operation = {
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Issue 9: the document at /api/docs is a valid OpenAPI 3.1 document a client can be generated from. */
describe('OpenAPI document', () => {
  let t: TestApp;
  let document: Document;

  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    document = res.json<Document>();
  });
  afterAll(() => t.close());

  it('validates against the OpenAPI 3.1 schema', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  const minorUnits: unknown = expect.stringMatching(/minor units/i);
  const validationCode: unknown = expect.arrayContaining(['VALIDATION_FAILED']);
  const operation = (path: string, method: string) => document.paths[path]![method]!;

  it('declares success statuses with their envelopes and the error answers', () => {
    const create = operation('/api/v1/advertisers', 'post');
    expect(Object.keys(create.responses)).toEqual(expect.arrayContaining(['201', '401', '404', '422']));
    expect(create.responses['200']).toBeUndefined();
    expect(create.responses['201']!.content!['application/json']!.schema).toMatchObject({
      properties: {
        data: {
          properties: { id: { type: 'string' } },
        },
      },
    });
    expect(create.responses['422']!.content!['application/json']!.schema).toMatchObject({
      properties: { code: { enum: validationCode } },
    });
    const list = operation('/api/v1/advertisers', 'get');
    expect(list.responses['200']!.content!['application/json']!.schema).toMatchObject({
      properties: {
        data: {
          type: 'array',
          items: { properties: { balance: { description: minorUnits } } },
        },
        meta: { properties: { total: { type: 'integer' } } },
      },
    });
  });

  it('documents bearer and Original-Authorization security', () => {
    expect(operation('/api/v1/advertisers', 'get').security).toEqual([
      { bearer: [] },
      { bearer: [], originalAuthorization: [] },
    ]);
  });

  it('documents the webhook signature headers and the raw body', () => {
    const webhook = operation('/api/v1/webhooks/{gateway}', 'post') as Operation & {
      parameters: { in: string; name: string }[];
    };
    const headers = webhook.parameters.filter((p) => p.in === 'header').map((p) => p.name);
    expect(headers).toEqual(expect.arrayContaining(['x-verba-timestamp', 'x-verba-signature']));
  });

  it('documents money inputs as minor units', () => {
    const create = operation('/api/v1/payment-orders', 'post') as Operation & {
      requestBody: {
        content: Record<string, { schema: { properties: Record<string, { description?: string }> } }>;
      };
    };
    expect(create.requestBody.content['application/json']!.schema.properties.amount!.description).toMatch(
      /minor units/i,
    );
  });

  /** Spec §4: a pixel rule cannot change; these operations only ever answer 409. */
  const alwaysRefused = ['PUT', 'PATCH', 'DELETE'].map(
    (m) => `${m} /api/v1/pixel-groups/{id}/rules/{ruleId}`,
  );

  it('declares the success answer of every operation (a body with its media type, or 204)', () => {
    const undeclared = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(
          ([, op]) =>
            !Object.entries(op.responses).some(
              ([status, r]) =>
                status === '204' || (status.startsWith('2') && Object.keys(r.content ?? {}).length > 0),
            ),
        )
        .map(([method]) => `${method.toUpperCase()} ${path}`)
        .filter((operation) => !alwaysRefused.includes(operation)),
    );
    expect(undeclaredOperations).toEqual([]);
    expect(undeclared.sort()).toEqual([...undeclaredOperations].sort());
  });

  it('documents the routes that always refuse with their refusal only', () => {
    for (const name of alwaysRefused) {
      const [method, path] = name.split(' ') as [string, string];
      const responses = operation(path, method.toLowerCase()).responses;
      expect(Object.keys(responses).filter((status) => status.startsWith('2'))).toEqual([]);
      expect(responses['409']!.content!['application/json']!.schema).toMatchObject({
        properties: { code: { enum: ['PIXEL_RULES_IMMUTABLE'] } },
      });
    }
  });

  it('documents file answers with their media types and headers', () => {
    const pdf = operation('/api/v1/invoices/{id}/pdf', 'get').responses['200'] as unknown as {
      content: Record<string, unknown>;
      headers: Record<string, unknown>;
    };
    expect(Object.keys(pdf.content)).toEqual(['application/pdf']);
    expect(Object.keys(pdf.headers)).toContain('content-disposition');
    const create = operation('/api/v1/payment-orders', 'post').responses['201'] as unknown as {
      headers: Record<string, unknown>;
    };
    expect(Object.keys(create.headers)).toContain('idempotent-replayed');
    expect(operation('/pix/qr/v2/{locationId}', 'get').responses['200']!.content).toHaveProperty(
      'application/jose',
    );
  });
});
