import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '@verba/db';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { createMemoryBlobStore, provideBlobStore } from '@verba/core/storage/index';
import { readFileSync } from 'node:fs';
import { damagedImages, makeJpeg, makePng } from '@verba/core/advertisers/test-images';
import { makeGif, makeMp4, makeWav } from '@verba/core/creatives/media-samples';
import { createTestApp, type TestApp } from '../../testing';
import { createAdvertiser, upload, type Headers } from './creative-test-helpers';

const mp4Fixture = (name: string) =>
  readFileSync(new URL(`../../../../../packages/core/src/creatives/files/fixtures/${name}`, import.meta.url));

interface AssetJson {
  id: string;
  kind: string;
  mime_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  url: string;
}

/**
 * The corpus of bad files (issue 10): each gets its spec code and a 4xx, and leaves nothing in
 * the blob store or the table.
 */
describe('creative assets API', () => {
  let t: TestApp;
  let headers: Headers;
  let otherHeaders: Headers;
  let advertiserId: string;
  const store = createMemoryBlobStore();

  beforeAll(async () => {
    t = await createTestApp();
    provideBlobStore(t.deps, store);
    const company = await createCompany({ db: t.deps.db });
    headers = (
      await createSignedInUser({ db: t.deps.db, companyId: company.id, role: 'user', language: 'en' })
    ).headers;
    otherHeaders = (await createSignedInUser({ db: t.deps.db, role: 'manager' })).headers;
    advertiserId = await createAdvertiser(t, headers);
  });
  afterAll(() => t.close());

  const assetRows = async () =>
    (await queryRows<{ n: number }>(t.deps.db, sql`SELECT count(*)::int AS n FROM creative_assets`))[0]!.n;

  async function expectRefused(bytes: Buffer, code: string, status = 422, filename = 'banner.png') {
    const keysBefore = store.keys().length;
    const rowsBefore = await assetRows();
    const res = await upload(t, headers, advertiserId, { bytes, filename, contentType: 'image/png' });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.json<{ errors: string[] }>().errors[0]).toBeTruthy();
    expect(store.keys().length).toBe(keysBefore);
    expect(await assetRows()).toBe(rowsBefore);
    return res.json<{ errors: string[] }>().errors;
  }

  describe('accepted files', () => {
    it('stores a PNG with the dimensions read from it and serves it with its checked type', async () => {
      const res = await upload(t, headers, advertiserId, {
        bytes: makePng({ width: 300, height: 250 }),
        filename: 'b.png',
      });
      expect(res.statusCode, res.body).toBe(201);
      const asset = res.json<{ data: AssetJson }>().data;
      expect(asset).toMatchObject({
        kind: 'image',
        mime_type: 'image/png',
        width: 300,
        height: 250,
        duration_ms: null,
      });
      const file = await t.app.inject({ method: 'GET', url: asset.url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(makePng({ width: 300, height: 250 }))).toBe(true);
      // One byte range (a video player seeking), or 416 when it cannot be served.
      const part = await t.app.inject({ method: 'GET', url: asset.url, headers: { range: 'bytes=0-7' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${asset.size_bytes}`);
      expect(part.rawPayload.equals(makePng({ width: 300, height: 250 }).subarray(0, 8))).toBe(true);
      const beyond = await t.app.inject({
        method: 'GET',
        url: asset.url,
        headers: { range: 'bytes=999999-' },
      });
      expect(beyond.statusCode).toBe(416);
      // The token is the capability: a wrong one is a 404.
      const wrong = await t.app.inject({
        method: 'GET',
        url: asset.url.replace(/\/[^/]+$/, '/x'.padEnd(44, 'x')),
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('takes JPEG and GIF by their bytes, whatever the name', async () => {
      const jpeg = await upload(t, headers, advertiserId, {
        bytes: makeJpeg({ width: 728, height: 90 }),
        filename: 'x.gif',
      });
      expect(jpeg.json()).toMatchObject({ data: { mime_type: 'image/jpeg', width: 728, height: 90 } });
      const gif = await upload(t, headers, advertiserId, {
        bytes: makeGif({ width: 320, height: 50 }),
        filename: 'x.png',
      });
      expect(gif.statusCode, gif.body).toBe(201);
      expect(gif.json()).toMatchObject({ data: { mime_type: 'image/gif', width: 320, height: 50 } });
    });

    it('reads an MP4 video size and duration from its container', async () => {
      const res = await upload(t, headers, advertiserId, {
        bytes: makeMp4({ width: 640, height: 360, durationMs: 6000 }),
        filename: 'v.mp4',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        data: { kind: 'video', mime_type: 'video/mp4', width: 640, height: 360, duration_ms: 6000 },
      });
    });

    it('takes the MP4 Chromium’s MediaRecorder writes (H.264 + Opus, fragmented), with its duration and size', async () => {
      const bytes = mp4Fixture('mediarecorder-chromium-640x360-8s.mp4');
      const res = await upload(t, headers, advertiserId, {
        bytes,
        filename: 'gravacao.mp4',
        contentType: 'video/mp4',
      });
      expect(res.statusCode, res.body).toBe(201);
      const asset = res.json<{ data: AssetJson }>().data;
      expect(asset).toMatchObject({ kind: 'video', width: 640, height: 360, size_bytes: bytes.length });
      expect(asset.duration_ms).toBeGreaterThan(7800);
      expect(asset.duration_ms).toBeLessThan(8200);
    });

    it('reads a fragmented MP4 recorded by a browser (empty moov, moof+mdat), faststart or moov last', async () => {
      for (const name of [
        'fragmented-640x360-8s.mp4',
        'faststart-640x360-8s.mp4',
        'moov-last-640x360-8s.mp4',
      ]) {
        const bytes = mp4Fixture(name);
        const res = await upload(t, headers, advertiserId, {
          bytes,
          filename: name,
          contentType: 'video/mp4',
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
        const asset = res.json<{ data: AssetJson }>().data;
        expect(asset).toMatchObject({
          kind: 'video',
          mime_type: 'video/mp4',
          width: 640,
          height: 360,
          size_bytes: bytes.length,
        });
        // 8 s; in the fragmented file the longest track (AAC, with its priming) lasts 8.02 s.
        expect(asset.duration_ms).toBeGreaterThanOrEqual(8000);
        expect(asset.duration_ms).toBeLessThan(8100);
        const file = await t.app.inject({ method: 'GET', url: asset.url });
        expect(file.rawPayload.equals(bytes)).toBe(true);
      }
    });

    it('takes the audio-only MP4 Chromium’s MediaRecorder writes as audio, with its duration', async () => {
      const res = await upload(t, headers, advertiserId, {
        bytes: mp4Fixture('mediarecorder-chromium-audio-5s.mp4'),
        filename: 'locucao.mp4',
      });
      expect(res.statusCode, res.body).toBe(201);
      const asset = res.json<{ data: AssetJson }>().data;
      expect(asset).toMatchObject({ kind: 'audio', mime_type: 'audio/mp4', width: null, height: null });
      expect(asset.duration_ms).toBeGreaterThan(4500);
      expect(asset.duration_ms).toBeLessThan(5200);
    });

    it('reads the duration of fragmented AAC audio (M4A)', async () => {
      const res = await upload(t, headers, advertiserId, {
        bytes: mp4Fixture('fragmented-aac-5s.m4a'),
        filename: 'spot.m4a',
      });
      expect(res.statusCode, res.body).toBe(201);
      const asset = res.json<{ data: AssetJson }>().data;
      expect(asset).toMatchObject({ kind: 'audio', mime_type: 'audio/mp4' });
      expect(asset.duration_ms).toBeGreaterThanOrEqual(5000);
      expect(asset.duration_ms).toBeLessThan(5100);
    });

    it('takes audio of exactly 30 seconds', async () => {
      const res = await upload(t, headers, advertiserId, {
        bytes: makeWav({ seconds: 30 }),
        filename: 'spot.wav',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        data: { kind: 'audio', mime_type: 'audio/wav', duration_ms: 30000 },
      });
    });

    it('keeps the dimensions when a file replaces another', async () => {
      const first = await upload(t, headers, advertiserId, { bytes: makePng({ width: 300, height: 250 }) });
      const id = first.json<{ data: AssetJson }>().data.id;
      const same = await upload(
        t,
        headers,
        advertiserId,
        { bytes: makeJpeg({ width: 300, height: 250 }) },
        { replaces: id },
      );
      expect(same.statusCode, same.body).toBe(201);
      await expectRefusedReplacement(id);
      const video = await upload(
        t,
        headers,
        advertiserId,
        { bytes: makeWav({ seconds: 2 }) },
        { replaces: id },
      );
      expect(video.statusCode).toBe(422);
      expect(video.json()).toMatchObject({ code: 'INVALID_FILE_TYPE' });
    });
  });

  async function expectRefusedReplacement(id: string) {
    const keysBefore = store.keys().length;
    const res = await upload(
      t,
      headers,
      advertiserId,
      { bytes: makePng({ width: 300, height: 251 }) },
      { replaces: id },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS' });
    expect(res.json<{ errors: string[] }>().errors[0]).toContain('300x250');
    expect(store.keys().length).toBe(keysBefore);
  }

  describe('the corpus of bad files', () => {
    it('refuses a renamed ELF or PE executable', async () => {
      const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 1)]);
      await expectRefused(elf, 'CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED');
      const pe = Buffer.concat([
        Buffer.from('MZ'),
        Buffer.alloc(58),
        Buffer.from([0x80, 0, 0, 0]),
        Buffer.alloc(5000),
      ]);
      pe.write('PE\0\0', 0x80, 'latin1');
      await expectRefused(pe, 'CREATIVE_ASSET_FILE_TYPE_NOT_SUPPORTED', 422, 'setup.jpg');
    });

    it('refuses SVG and HTML as prohibited content', async () => {
      const svg = Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      await expectRefused(svg, 'ASSET_CONTAINS_PROHIBITED_CONTENT', 422, 'banner.svg');
      await expectRefused(
        Buffer.from('<!DOCTYPE html><html><body>x</body></html>'),
        'ASSET_CONTAINS_PROHIBITED_CONTENT',
      );
    });

    it('refuses a PNG one byte over 800 KB, and takes one at exactly 800 KB', async () => {
      const base = makePng({ width: 300, height: 250 });
      // The padding chunk has 12 bytes of framing.
      const exact = makePng({ width: 300, height: 250, padding: 800_000 - base.length - 12 });
      expect(exact.length).toBe(800_000);
      const ok = await upload(t, headers, advertiserId, { bytes: exact });
      expect(ok.statusCode, ok.body).toBe(201);
      const over = makePng({ width: 300, height: 250, padding: 800_001 - base.length - 12 });
      const errors = await expectRefused(over, 'CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED');
      expect(errors[0]).toContain('800');
    });

    it('refuses a small PNG whose header claims 10000×10000 before decoding anything', async () => {
      const bomb = makePng({ width: 1, height: 1 });
      bomb.writeUInt32BE(10_000, 16);
      bomb.writeUInt32BE(10_000, 20);
      await expectRefused(bomb, 'CREATIVE_ASSET_INVALID_IMAGE_DIMENSIONS');
    });

    it('refuses a truncated MP4', async () => {
      const mp4 = makeMp4({ width: 640, height: 360, durationMs: 5000, mdatBytes: 20_000 });
      await expectRefused(mp4.subarray(0, mp4.length - 5000), 'CREATIVE_ASSET_CORRUPTED_FILE', 422, 'v.mp4');
    });

    it('refuses a fragmented MP4 cut inside its fragments, and one with neither video nor audio', async () => {
      const fragmented = mp4Fixture('fragmented-640x360-8s.mp4');
      for (const cut of [200, fragmented.length / 2, fragmented.length - 1])
        await expectRefused(fragmented.subarray(0, cut), 'CREATIVE_ASSET_CORRUPTED_FILE', 422, 'v.mp4');
      const noMedia = makeMp4({ width: 640, height: 360, durationMs: 5000 });
      noMedia.write('hint', noMedia.indexOf('vide', 0, 'latin1'), 'latin1');
      noMedia.write('xxxx', noMedia.lastIndexOf('avc1', undefined, 'latin1'), 'latin1');
      await expectRefused(noMedia, 'CREATIVE_ASSET_CORRUPTED_FILE', 422, 'v.mp4');
    });

    it('refuses a PNG with a bad IDAT checksum, cut at 200 bytes, or with a script after IEND', async () => {
      const png = makePng({ width: 300, height: 250, noise: true });
      for (const [name, bytes] of Object.entries(damagedImages(png))) {
        const errors = await expectRefused(bytes, 'CREATIVE_ASSET_CORRUPTED_FILE');
        expect(errors, name).toEqual(['The file is corrupted or incomplete.']);
      }
    });

    it('refuses a JPEG or GIF damaged the same ways, or with bytes after its end', async () => {
      for (const [name, bytes] of Object.entries(damagedImages(makeJpeg({ width: 300, height: 250 }))))
        await expectRefused(bytes, 'CREATIVE_ASSET_CORRUPTED_FILE', 422, `${name}.jpg`);
      const gif = makeGif({ width: 300, height: 250 });
      await expectRefused(
        Buffer.concat([gif, Buffer.from('<script>')]),
        'CREATIVE_ASSET_CORRUPTED_FILE',
        422,
        'x.gif',
      );
    });

    it('refuses audio of 31 seconds', async () => {
      const errors = await expectRefused(
        makeWav({ seconds: 31 }),
        'CREATIVE_ASSET_MAXIMUM_UPLOADED_FILE_SIZE_EXCEEDED',
        422,
        'a.wav',
      );
      expect(errors[0]).toContain('30');
    });

    it('refuses a corrupted GIF and a truncated PNG', async () => {
      const gif = makeGif({ width: 300, height: 250 });
      await expectRefused(gif.subarray(0, gif.length - 20), 'CREATIVE_ASSET_CORRUPTED_FILE', 422, 'x.gif');
      const garbled = Buffer.from(gif);
      garbled.fill(0x99, 30, 40);
      await expectRefused(garbled, 'CREATIVE_ASSET_CORRUPTED_FILE', 422, 'x.gif');
      const png = makePng({ width: 300, height: 250 });
      await expectRefused(png.subarray(0, png.length - 30), 'CREATIVE_ASSET_CORRUPTED_FILE');
    });

    it('refuses an empty upload (file problem, spec §8) and a request without a file', async () => {
      const errors = await expectRefused(Buffer.alloc(0), 'CREATIVE_ASSET_NOT_FOUND', 404);
      expect(errors).toEqual(['There was a problem with the file. Please upload it again.']);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/advertisers/${advertiserId}/creative-assets`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'CREATIVE_ASSET_MISSING' });
    });
  });

  describe('access', () => {
    it('answers 404 to another company, 401 without a token', async () => {
      const png = makePng({ width: 300, height: 250 });
      const res = await upload(t, otherHeaders, advertiserId, { bytes: png });
      expect(res.statusCode).toBe(404);
      const own = await upload(t, headers, advertiserId, { bytes: png });
      const id = own.json<{ data: AssetJson }>().data.id;
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/v1/creative-assets/${id}`, headers })).statusCode,
      ).toBe(200);
      const other = await t.app.inject({
        method: 'GET',
        url: `/api/v1/creative-assets/${id}`,
        headers: otherHeaders,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ code: 'CREATIVE_ASSET_NOT_FOUND' });
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/creative-assets/${id}` })).statusCode).toBe(
        401,
      );
      expect((await upload(t, {}, advertiserId, { bytes: png })).statusCode).toBe(401);
    });

    it('answers the default "problem in creation, retry" when storage fails, and stores no row', async () => {
      const failing = createMemoryBlobStore();
      failing.putStream = () => Promise.reject(new Error('disk full'));
      provideBlobStore(t.deps, failing);
      try {
        const rows = await assetRows();
        const res = await upload(t, headers, advertiserId, { bytes: makePng({ width: 300, height: 250 }) });
        expect(res.statusCode).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'CREATIVE_CREATION_FAILED',
          errors: ['There was a problem creating it. Click to try again.'],
        });
        expect(await assetRows()).toBe(rows);
      } finally {
        provideBlobStore(t.deps, store);
      }
    });

    it('refuses uploads for an inactive advertiser', async () => {
      const id = await createAdvertiser(t, headers);
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/advertisers/${id}/status`,
        headers,
        payload: { status: 'inactive' },
      });
      const res = await upload(t, headers, id, { bytes: makePng({ width: 300, height: 250 }) });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ADVERTISER_INACTIVE' });
    });
  });
});
