import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createDatabase } from '@verba/db';
import { loadConfig, type Deps } from '@verba/core';
import { createCompany, createSignedInUser } from '@verba/core/testing/factories';
import { makePng } from '@verba/core/advertisers/test-images';
import { streamMp4 } from '@verba/core/creatives/media-samples';
import { buildApp } from '@verba/api/app';
import { advertiserBody } from '@verba/api/routes/advertisers/advertiser-test-body';

/**
 * `npm run bench -- upload` (issue 10): the server's memory growth while one 100 MB MP4 is
 * uploaded over HTTP to `POST advertisers/:id/creative-assets` (streamed to the filesystem
 * BlobStore, checked as it passes), against the growth for a 40 KB PNG in the same run. The
 * client streams the file from a generator in 64 KB chunks, so what grows is the server's part.
 * Memory is sampled every 10 ms; growth is the peak minus the value just before the upload.
 */
const videoBytes = Number(process.env.BENCH_UPLOAD_BYTES ?? 100_000_000);
const mb = (bytes: number) => (bytes / 1e6).toFixed(1);

async function startApp(dataDir: string) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'off',
    PAYMENTS_MODE: 'live',
    ZIPCODE_PROVIDERS: '',
    RATE_LIMIT: 'off',
    DATA_DIR: dataDir,
  });
  const database = await createDatabase({ url: undefined, dataDir: join(dataDir, 'pg') });
  const deps: Deps = { db: database.db, config, logger: pino({ level: 'silent' }), now: () => new Date() };
  const app = await buildApp({ deps });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, database, deps };
}

/** Streams a multipart upload of `chunks`; resolves with the status and body. */
function uploadOverHttp(
  url: string,
  token: string,
  chunks: AsyncIterable<Buffer> | Iterable<Buffer>,
  filename: string,
) {
  const boundary = `----verbabench${Date.now()}`;
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    void (async () => {
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
          `Content-Type: application/octet-stream\r\n\r\n`,
      );
      for await (const chunk of chunks) {
        if (!req.write(chunk)) await new Promise((r) => req.once('drain', r));
      }
      req.end(`\r\n--${boundary}--\r\n`);
    })().catch(reject);
  });
}

/** Peak growth of RSS and heap over `work`, sampled every 10 ms. */
async function growthDuring(work: () => Promise<unknown>) {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  return { rss: peakRss - before.rss, heap: peakHeap - before.heapUsed, seconds, result };
}

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), 'verba-bench-upload-'));
  const server = await startApp(dir);
  try {
    const company = await createCompany({ db: server.deps.db });
    const { token } = await createSignedInUser({ db: server.deps.db, companyId: company.id, role: 'user' });
    const created = await fetch(`${server.url}/api/v1/advertisers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(advertiserBody()),
    });
    const advertiserId = ((await created.json()) as { data: { id: string } }).data.id;
    const uploadUrl = `${server.url}/api/v1/advertisers/${advertiserId}/creative-assets`;

    // Warm-up: the first upload loads the multipart and file-type code.
    const png = makePng({ width: 300, height: 250, noise: true }).subarray(0);
    await uploadOverHttp(uploadUrl, token, [png], 'warmup.png');

    const tiny = await growthDuring(() => uploadOverHttp(uploadUrl, token, [png], 'banner.png'));
    const big = await growthDuring(() =>
      uploadOverHttp(uploadUrl, token, streamMp4({ totalBytes: videoBytes }), 'video.mp4'),
    );
    for (const [label, r, bytes] of [
      ['PNG', tiny, png.length],
      ['MP4', big, videoBytes],
    ] as const) {
      const answer = r.result as { status: number; body: string };
      if (answer.status !== 201)
        throw new Error(`${label} upload answered ${answer.status}: ${answer.body.slice(0, 200)}`);
      console.log(
        `  ${label} ${mb(bytes).padStart(6)} MB in ${r.seconds.toFixed(1)} s: peak RSS +${mb(r.rss)} MB, peak heap +${mb(r.heap)} MB`,
      );
    }
    const ratio = tiny.rss > 0 ? (big.rss / tiny.rss).toFixed(1) : 'n/a';
    console.log(
      `upload: +${mb(big.rss)} MB peak RSS for a ${mb(videoBytes)} MB MP4, ratio ${ratio} vs a ${(png.length / 1000).toFixed(0)} KB PNG (+${mb(tiny.rss)} MB)`,
    );
  } finally {
    await server.app.close();
    await server.database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
