import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { makePng } from '@verba/core/advertisers/test-images';
import { makeMp4 } from '@verba/core/creatives/media-samples';
import { servedCreativePath } from '@verba/domain';
import { buildApp } from '../../app';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, upload, type Headers } from '../creatives/creative-test-helpers';

interface Served {
  /** The app's own URL of the file (the SPA's previews). */
  appUrl: string;
  /** The URL the bidder's markup references. */
  servedUrl: string;
  bytes: Buffer;
}

/** Headers every served file answer carries, whatever its status. */
function expectThirdPartyHeaders(headers: Record<string, unknown>) {
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['access-control-allow-origin']).toBe('*');
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
  expect(headers.etag).toMatch(/^"[0-9a-f-]+\.\d+"$/);
}

/** The app's strict headers (helmet): what its pages and API keep. */
function expectStrictHeaders(headers: Record<string, unknown>) {
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

describe('served creative files (/cr/v1): for third-party pages', () => {
  let t: TestApp;
  let headers: Headers;
  let advertiserId: string;
  let png: Served;
  let mp4: Served;

  async function store(bytes: Buffer, filename: string): Promise<Served> {
    const res = await upload(t, headers, advertiserId, { bytes, filename });
    expect(res.statusCode, res.body).toBe(201);
    const asset = res.json<{ data: { id: string; url: string; mime_type: string } }>().data;
    const fileToken = asset.url.split('/').at(-1)!;
    return {
      appUrl: asset.url,
      servedUrl: servedCreativePath({ id: asset.id, fileToken, mimeType: asset.mime_type }),
      bytes,
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    provideBlobStore(t.deps, createMemoryBlobStore());
    const company = await createCompany({ db: t.deps.db });
    headers = (await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user' })).headers;
    advertiserId = await createAdvertiser(t, headers);
    png = await store(makePng({ width: 300, height: 250 }), 'banner.png');
    mp4 = await store(makeMp4({ width: 640, height: 360, durationMs: 15_000, mdatBytes: 4096 }), 'spot.mp4');
  });
  afterAll(() => t.close());

  it('serves the file under /cr/v1/<asset>/<token>.<ext>: cross-origin readable, cacheable, nosniff, sandboxed', async () => {
    expect(png.servedUrl).toMatch(/^\/cr\/v1\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\.png$/);
    const res = await t.app.inject({ method: 'GET', url: png.servedUrl });
    expect(res.statusCode).toBe(200);
    expectThirdPartyHeaders(res.headers);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(png.bytes.length));
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['last-modified']).toMatch(/GMT$/);
    expect(res.rawPayload.equals(png.bytes)).toBe(true);
    expect(mp4.servedUrl).toMatch(/\.mp4$/);
    const video = await t.app.inject({ method: 'GET', url: mp4.servedUrl });
    expect(video.headers['content-type']).toBe('video/mp4');
  });

  it('answers If-None-Match with 304 (also weak, in a list, or *), still readable cross-origin', async () => {
    const first = await t.app.inject({ method: 'GET', url: png.servedUrl });
    const etag = first.headers.etag as string;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({
        method: 'GET',
        url: png.servedUrl,
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(res.statusCode, ifNoneMatch).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expectThirdPartyHeaders(res.headers);
      expect(res.headers.etag).toBe(etag);
    }
    const changed = await t.app.inject({
      method: 'GET',
      url: png.servedUrl,
      headers: { 'if-none-match': '"other"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it('answers byte ranges with 206 (a <video> seeking), honours If-Range, and 416 outside the file', async () => {
    const size = mp4.bytes.length;
    const part = await t.app.inject({ method: 'GET', url: mp4.servedUrl, headers: { range: 'bytes=0-' } });
    expect(part.statusCode).toBe(206);
    expectThirdPartyHeaders(part.headers);
    expect(part.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
    expect(part.rawPayload.equals(mp4.bytes)).toBe(true);

    const middle = await t.app.inject({
      method: 'GET',
      url: mp4.servedUrl,
      headers: { range: 'bytes=4-11' },
    });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-length']).toBe('8');
    expect(middle.headers['content-type']).toBe('video/mp4');
    expect(middle.rawPayload.equals(mp4.bytes.subarray(4, 12))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url: mp4.servedUrl, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);

    const etag = part.headers.etag as string;
    const still = await t.app.inject({
      method: 'GET',
      url: mp4.servedUrl,
      headers: { range: 'bytes=0-1', 'if-range': etag },
    });
    expect(still.statusCode).toBe(206);
    // Another version (or a weak tag) in If-Range: the whole file, never a mixed one.
    for (const ifRange of ['"another"', `W/${etag}`, 'Tue, 01 Jan 2030 00:00:00 GMT']) {
      const whole = await t.app.inject({
        method: 'GET',
        url: mp4.servedUrl,
        headers: { range: 'bytes=0-1', 'if-range': ifRange },
      });
      expect(whole.statusCode, ifRange).toBe(200);
      expect(whole.rawPayload.length).toBe(size);
    }
    const byDate = await t.app.inject({
      method: 'GET',
      url: mp4.servedUrl,
      headers: { range: 'bytes=0-1', 'if-range': part.headers['last-modified'] as string },
    });
    expect(byDate.statusCode).toBe(206);

    const outside = await t.app.inject({
      method: 'GET',
      url: mp4.servedUrl,
      headers: { range: `bytes=${size}-` },
    });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${size}`);
  });

  it('answers HEAD with the size and no body, and a CORS preflight', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: mp4.servedUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(mp4.bytes.length));
    expect(head.headers['content-type']).toBe('video/mp4');
    expect(head.rawPayload.length).toBe(0);
    expectThirdPartyHeaders(head.headers);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: mp4.servedUrl,
      headers: {
        origin: 'https://portal.example.com.br',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'range',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-headers']).toContain('Range');
  });

  it('answers 404 to a wrong token, another extension, an unknown or malformed asset', async () => {
    const [, , , id, name] = png.servedUrl.split('/');
    const token = name!.split('.')[0]!;
    for (const url of [
      `/cr/v1/${id}/${token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}.png`,
      `/cr/v1/${id}/${token}.gif`,
      `/cr/v1/${id}/${token}.svg`,
      `/cr/v1/${id}/${token}`,
      `/cr/v1/00000000-0000-4000-8000-000000000000/${token}.png`,
      `/cr/v1/not-a-uuid/${token}.png`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ code: string }>().code).toBe('CREATIVE_ASSET_NOT_FOUND');
    }
  });

  it('leaves the strict headers on the app’s own file URL, its API and its pages', async () => {
    const own = await t.app.inject({ method: 'GET', url: png.appUrl });
    expect(own.statusCode).toBe(200);
    expectStrictHeaders(own.headers);
    expect(own.headers['cache-control']).toBe('private, max-age=3600');

    const me = await t.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
    expect(me.statusCode).toBe(200);
    expectStrictHeaders(me.headers);

    const webDir = mkdtempSync(join(tmpdir(), 'verba-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Verba</title>');
    const withWeb = await buildApp({ deps: t.deps, webDir });
    try {
      for (const url of ['/', '/campaigns', '/cr']) {
        const page = await withWeb.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expectStrictHeaders(page.headers);
      }
      const file = await withWeb.inject({ method: 'GET', url: png.servedUrl });
      expect(file.statusCode).toBe(200);
      expectThirdPartyHeaders(file.headers);
    } finally {
      await withWeb.close();
      rmSync(webDir, { recursive: true, force: true });
    }
  });
});
