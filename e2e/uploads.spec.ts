import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { makePng } from './support/png';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/** A whole PNG with a `<script>` after IEND: browsers still show it, the server refuses it. */
const scriptAfterEnd = (png: Buffer) =>
  Buffer.concat([png, Buffer.from('<script>alert(document.cookie)</script>')]);

/** The advertiser as the API answers it, with the page's own session. */
async function logoUrlOf(page: Page, id: string) {
  return page.evaluate(async (advertiserId) => {
    const res = await fetch(`/api/v1/advertisers/${advertiserId}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('verba.token') ?? ''}` },
    });
    if (!res.ok) throw new Error(`GET advertiser: ${res.status}`);
    return ((await res.json()) as { data: { logo_url: string | null } }).data.logo_url;
  }, id);
}

async function openAdvertiser(page: Page, name: string) {
  await page.goto('/advertisers');
  await page.getByTestId('advertiser-row').filter({ hasText: name }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/advertisers\/[0-9a-f-]{36}/);
  return /\/advertisers\/([0-9a-f-]{36})/.exec(page.url())![1]!;
}

test.describe('uploads (issue 26)', () => {
  test('a logo with a script after its end is refused with the server’s message and never published', async ({
    page,
  }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    const id = await openAdvertiser(page, 'Ótica Visão Clara');
    const before = await logoUrlOf(page, id);
    await page.goto(`/advertisers/${id}/edit`);
    const input = page.locator('input[type="file"][accept="image/png,image/jpeg"]');
    const logoPut = page.waitForResponse((r) => r.url().endsWith(`/advertisers/${id}/logo`));
    await input.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: scriptAfterEnd(makePng(200, 200)),
    });
    expect((await logoPut).status()).toBe(422);
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível ler a imagem' })).toHaveText(
      'Não foi possível ler a imagem. O arquivo pode estar corrompido.',
    );
    await page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível ler a imagem' })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/uploads-logo-refused-1366.png' });
    expect(await logoUrlOf(page, id)).toBe(before);
    // The refused file is not shown as if it were the logo.
    await expect(page.locator('img[src^="blob:"]')).toHaveCount(0);

    // The same file without the trailing script is taken.
    const accepted = page.waitForResponse((r) => r.url().endsWith(`/advertisers/${id}/logo`));
    await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(200, 200) });
    expect((await accepted).status()).toBe(200);
    expect(await logoUrlOf(page, id)).not.toBe(before);
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível ler a imagem' })).toHaveCount(0);
  });

  test('a banner with a script after its end is refused as corrupted; the browser-recorded MP4 is taken with its duration', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    const id = await openAdvertiser(page, 'Ótica Visão Clara');
    await page.getByRole('tab', { name: 'Criativos' }).click();
    await page.getByRole('link', { name: 'Novo criativo' }).first().click();
    await page.getByRole('button', { name: 'Display (banner)' }).click();
    const file = page.getByTestId('creative-file');
    const upload = page.waitForResponse((r) => r.url().endsWith(`/advertisers/${id}/creative-assets`));
    await file.locator('input[type="file"]').setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: scriptAfterEnd(makePng(300, 250)),
    });
    expect((await upload).status()).toBe(422);
    await expect(file.getByRole('alert')).toHaveText(/O arquivo está corrompido ou incompleto\./);
    await file.getByRole('alert').scrollIntoViewIfNeeded();
    await page.screenshot({ path: 'test-results/uploads-banner-refused-390.png' });

    // The MP4 Chromium's MediaRecorder writes (fragmented, empty moov), through the same API.
    const mp4 = readFileSync(
      new URL(
        '../packages/core/src/creatives/files/fixtures/mediarecorder-chromium-640x360-8s.mp4',
        import.meta.url,
      ),
    );
    const answer = await page.evaluate(
      async ({ advertiserId, bytes }) => {
        const body = new FormData();
        body.append('file', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'gravacao.mp4');
        const res = await fetch(`/api/v1/advertisers/${advertiserId}/creative-assets`, {
          method: 'POST',
          body,
          headers: { authorization: `Bearer ${localStorage.getItem('verba.token') ?? ''}` },
        });
        return {
          status: res.status,
          body: (await res.json()) as { data?: { duration_ms: number; width: number } },
        };
      },
      { advertiserId: id, bytes: [...mp4] },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ width: 640 });
    expect(answer.body.data!.duration_ms).toBeGreaterThan(7800);
  });
});
