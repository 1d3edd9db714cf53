import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { makeWav } from '@verba/core/creatives/media-samples';
import { servedCreativeUrl } from '@verba/domain/creatives/served-files';
import type { LiveCreative } from '@verba/domain/delivery/contracts';
import type { ImpOffer } from '@verba/domain/delivery/request';
import { adMarkup } from '../apps/bidder/src/markup/ad-markup';
import { signTrackingToken } from '../apps/bidder/src/tracking/token';
import { sampleClaims } from '../apps/bidder/src/tracking/tracking-test-helpers';
import { makePng } from './support/png';

/**
 * Issue 25, "served creatives render anywhere": a publisher page on ANOTHER site (127.0.0.2, the
 * app being 127.0.0.1) embeds the bidder's real markup (its `adm`, from apps/bidder's markup
 * builders) for creatives the app stored, and Chromium must render them — the banner's image, the
 * native ad's image, the VAST MediaFile in a <video> and an <audio> — not just fire the beacon.
 * The media URLs are the live feed's (`servedCreativeUrl` under CREATIVES_ORIGIN, which defaults to
 * APP_URL). The exchange's bid endpoint is not used: markup is built for the stored files directly.
 */

const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026' };
const publisherHost = '127.0.0.2';
/** A 2 s, 320×180 H.264 clip (ffmpeg testsrc2): a file a browser can really decode. */
const playableMp4 = readFileSync(new URL('./fixtures/spot-320x180.mp4', import.meta.url));

interface StoredAsset {
  id: string;
  url: string;
  mime_type: string;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
}

async function uploadAs(
  request: APIRequestContext,
  headers: Record<string, string>,
  advertiserId: string,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<StoredAsset> {
  const res = await request.post(`/api/v1/advertisers/${advertiserId}/creative-assets`, {
    headers,
    multipart: { file },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: StoredAsset }).data;
}

/** The LiveCreative the live feed would build for this asset (load-live-strategies.ts). */
function liveCreative(origin: string, asset: StoredAsset, fields: Partial<LiveCreative>): LiveCreative {
  const fileToken = asset.url.split('/').at(-1)!;
  return {
    id: crypto.randomUUID(),
    format: 'DISPLAY',
    width: asset.width,
    height: asset.height,
    title: 'Café Serra Azul',
    body: 'Torra especial, direto da fazenda.',
    callToAction: 'Saiba mais',
    destinationUrl: 'https://cafeserraazul.example.com.br/',
    displayUrl: 'cafeserraazul.example.com.br',
    sponsoredBy: 'Café Serra Azul',
    mediaUrl: servedCreativeUrl(origin, { id: asset.id, fileToken, mimeType: asset.mime_type }),
    mimeType: asset.mime_type,
    durationSeconds: asset.duration_ms === null ? null : Math.round(asset.duration_ms / 1000),
    advertiserDomain: 'cafeserraazul.example.com.br',
    ...fields,
  };
}

const imp = (overrides: Partial<ImpOffer>): ImpOffer => ({
  impId: '1',
  banner: null,
  native: null,
  video: null,
  audio: null,
  floorCpmMicros: 0,
  floorCurrency: 'BRL',
  deals: [],
  privateAuction: false,
  secure: false,
  ...overrides,
});

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const scriptData = (text: string) => text.replace(/</g, '\\u003c');

/** The publisher's page: the banner adm in a friendly iframe, the native and VAST answers rendered by its script. */
const publisherPage = (ads: {
  banner: string;
  native: string;
  video: string;
  audio: string;
  appFileUrl: string;
}) => `<!doctype html>
<html><head><meta charset="utf-8"><title>Portal de notícias</title></head>
<body>
<h1>Portal de notícias</h1>
<iframe id="banner" width="300" height="250" frameborder="0" scrolling="no" srcdoc="${attribute(ads.banner)}"></iframe>
<div id="native"></div>
<div id="player"></div>
<img id="app-only" alt="" src="${attribute(ads.appFileUrl)}">
<script id="native-adm" type="application/json">${scriptData(ads.native)}</script>
<script id="video-adm" type="text/plain">${scriptData(JSON.stringify(ads.video))}</script>
<script id="audio-adm" type="text/plain">${scriptData(JSON.stringify(ads.audio))}</script>
<script>
  const native = JSON.parse(document.getElementById('native-adm').textContent).native;
  const main = native.assets.find((a) => a.img);
  const title = native.assets.find((a) => a.title);
  const card = document.getElementById('native');
  card.innerHTML = '<a target="_blank"><img id="native-img" alt=""><strong></strong></a>';
  card.querySelector('a').href = native.link.url;
  card.querySelector('img').src = main.img.url;
  card.querySelector('strong').textContent = title ? title.title.text : '';
  for (const t of native.eventtrackers || []) new Image().src = t.url;

  /** What a VAST player does: parse the document, fire the impression, play the MediaFile. */
  function play(id, tag) {
    const xml = new DOMParser().parseFromString(JSON.parse(document.getElementById(id).textContent), 'text/xml');
    const media = xml.querySelector('MediaFile');
    for (const i of xml.querySelectorAll('Impression')) new Image().src = i.textContent.trim();
    const element = document.createElement(tag);
    element.id = tag + '-ad';
    element.crossOrigin = 'anonymous';
    element.muted = true;
    element.preload = 'auto';
    element.playsInline = true;
    element.src = media.textContent.trim();
    document.getElementById('player').appendChild(element);
    element.play().catch(() => {});
    return media.textContent.trim();
  }
  window.videoUrl = play('video-adm', 'video');
  window.audioUrl = play('audio-adm', 'audio');
</script>
</body></html>`;

test('a publisher page on another site renders the served banner, native image, video and audio', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const appOrigin = baseURL!;
  const login = await request.post('/api/v1/login', { data: demoUser });
  expect(login.ok(), await login.text()).toBeTruthy();
  const headers = {
    authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
  };
  const advertisers = await request.get('/api/v1/advertisers?status=active', { headers });
  const advertiserId = ((await advertisers.json()) as { data: { id: string }[] }).data[0]!.id;

  const [bannerFile, nativeFile, videoFile, audioFile] = await Promise.all([
    uploadAs(request, headers, advertiserId, {
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: makePng(300, 250),
    }),
    uploadAs(request, headers, advertiserId, {
      name: 'nativo.png',
      mimeType: 'image/png',
      buffer: makePng(1200, 627),
    }),
    uploadAs(request, headers, advertiserId, {
      name: 'spot.mp4',
      mimeType: 'video/mp4',
      buffer: playableMp4,
    }),
    uploadAs(request, headers, advertiserId, {
      name: 'spot.wav',
      mimeType: 'audio/wav',
      buffer: makeWav({ seconds: 3 }),
    }),
  ]);

  // The publisher's own server, also the stand-in for the tracking host (its beacons are counted here).
  const beacons: string[] = [];
  let html = '';
  const publisher: Server = createServer((req, res) => {
    if (req.url?.startsWith('/t/v1/')) {
      beacons.push(req.url);
      res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      res.end(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => publisher.listen(0, publisherHost, resolve));
  const publisherOrigin = `http://${publisherHost}:${(publisher.address() as AddressInfo).port}`;

  try {
    // Each ad its own bid (token): a beacon per ad. Signed with a key of this test, not the app's.
    const key = 'e2e-tracking-key-not-the-apps-0123456789';
    const bid = () => {
      const bidId = crypto.randomUUID();
      return {
        bidId,
        token: signTrackingToken(sampleClaims({ bidId }), key),
        trackingBaseUrl: publisherOrigin,
        key,
      };
    };
    const banner = adMarkup({
      ...bid(),
      creative: liveCreative(appOrigin, bannerFile, { format: 'DISPLAY' }),
      imp: imp({ banner: { sizes: [{ w: 300, h: 250 }] } }),
    });
    const native = adMarkup({
      ...bid(),
      creative: liveCreative(appOrigin, nativeFile, { format: 'NATIVE_DISPLAY' }),
      imp: imp({
        native: {
          ver: '1.2',
          assets: [
            { id: 1, required: true, title: { len: 25 } },
            { id: 2, required: true, img: { type: 3, wmin: 600, hmin: 314 } },
            { id: 3, required: false, data: { type: 1 } },
          ],
          eventtrackers: [{ event: 1, methods: [1] }],
        },
      }),
    });
    const playable = { mimes: [], protocols: [2, 3, 7], minDuration: 1, maxDuration: 30 };
    const video = adMarkup({
      ...bid(),
      creative: liveCreative(appOrigin, videoFile, { format: 'DISPLAY_VIDEO' }),
      imp: imp({ video: { ...playable, w: 640, h: 360, skippable: false } }),
    });
    const audio = adMarkup({
      ...bid(),
      creative: liveCreative(appOrigin, audioFile, { format: 'AUDIO', width: null, height: null }),
      imp: imp({ audio: playable }),
    });
    expect([banner?.mtype, native?.mtype, video?.mtype, audio?.mtype]).toEqual([1, 4, 2, 3]);
    for (const adm of [banner!.adm, native!.adm, video!.adm, audio!.adm])
      expect(adm).toMatch(
        /http:\/\/127\.0\.0\.1:\d+\/cr\/v1\/[0-9a-f-]{36}\/[A-Za-z0-9_-]{43}\.(png|mp4|wav)/,
      );
    // The app's own file URL (its previews, strict headers) is the negative control: blocked here.
    html = publisherPage({
      banner: banner!.adm,
      native: native!.adm,
      video: video!.adm,
      audio: audio!.adm,
      appFileUrl: `${appOrigin}${bannerFile.url}`,
    });

    const mediaStatuses: number[] = [];
    page.on('response', (response) => {
      if (/\/cr\/v1\/.+\.(mp4|wav)$/.test(response.url())) mediaStatuses.push(response.status());
    });
    const blocked: string[] = [];
    page.on('requestfailed', (failed) => blocked.push(`${failed.url()} ${failed.failure()?.errorText}`));

    await page.goto(publisherOrigin);
    const bannerFrame = page.frameLocator('#banner');
    await expect
      .poll(() =>
        bannerFrame.locator('img[width="300"]').evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(300);
    await expect
      .poll(() => page.locator('#native-img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1200);
    // The video decodes frames (readyState ≥ HAVE_CURRENT_DATA) at its real size; the audio too.
    await expect
      .poll(() =>
        page.locator('#video-ad').evaluate((v: HTMLVideoElement) => ({
          ready: v.readyState >= 2,
          width: v.videoWidth,
          error: v.error?.code ?? null,
        })),
      )
      .toEqual({ ready: true, width: 320, error: null });
    await expect
      .poll(() =>
        page.locator('#audio-ad').evaluate((a: HTMLAudioElement) => ({
          ready: a.readyState >= 2,
          duration: Math.round(a.duration),
          error: a.error?.code ?? null,
        })),
      )
      .toEqual({ ready: true, duration: 3, error: null });
    // The player's requests were byte ranges (206), and script may read a range with CORS too.
    expect(mediaStatuses).toContain(206);
    const ranged = await page.evaluate(async () => {
      const res = await fetch((window as unknown as { videoUrl: string }).videoUrl, {
        headers: { Range: 'bytes=0-99' },
      });
      return {
        status: res.status,
        range: res.headers.get('content-range'),
        bytes: (await res.arrayBuffer()).byteLength,
      };
    });
    expect(ranged).toEqual({ status: 206, range: `bytes 0-99/${playableMp4.length}`, bytes: 100 });
    // The beacons fired (banner, native, video and audio impressions).
    await expect
      .poll(() => beacons.filter((b) => b.startsWith('/t/v1/imp')).length)
      .toBeGreaterThanOrEqual(4);

    // The app's own file URL keeps its same-origin policy: a third-party page cannot embed it.
    expect(await page.locator('#app-only').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(0);
    expect(blocked.join('\n')).toContain('ERR_BLOCKED_BY_RESPONSE');
    expect(blocked.filter((b) => b.includes('/cr/v1/'))).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('publisher-page.png'), fullPage: true });

    // Opened by itself (a tab, a VAST inspector), the file is a sandboxed media document that still plays.
    await page.goto(video!.adm.match(/<MediaFile[^>]*><!\[CDATA\[([^\]]+)\]\]>/)![1]!);
    await expect
      .poll(() =>
        page
          .locator('video')
          .evaluate((v: HTMLVideoElement) => ({ ready: v.readyState >= 2, width: v.videoWidth })),
      )
      .toEqual({ ready: true, width: 320 });
  } finally {
    await new Promise<void>((resolve) => publisher.close(() => resolve()));
  }
});
