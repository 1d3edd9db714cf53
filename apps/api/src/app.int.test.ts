import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers unknown API paths with a translated 404 envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/nope',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Not found.'], code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ openapi: '3.1.0' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends no HSTS when APP_URL is plain http (a browser would then refuse the local app)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nope' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('app shell behind https (APP_URL https://…)', () => {
  it('sends HSTS: browsers keep to https for a year, subdomains included', async () => {
    // The scheme of a URL is case-insensitive: HTTPS://… is https too.
    for (const appUrl of ['https://verba.example', 'HTTPS://Verba.example']) {
      const https = await createTestApp({ appUrl });
      try {
        for (const url of ['/api/v1/nope', '/api/docs/json']) {
          const res = await https.app.inject({ method: 'GET', url });
          expect(res.headers['strict-transport-security'], `${appUrl} ${url}`).toBe(
            'max-age=31536000; includeSubDomains',
          );
        }
      } finally {
        await https.close();
      }
    }
  });
});
