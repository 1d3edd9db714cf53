import { expect, test, type Page } from '@playwright/test';
import { makePng } from './support/png';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/** Slows the page's uploads down (bytes per second), so a progress bar can be watched moving. */
async function throttleUploads(page: Page, bytesPerSecond: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return () =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
}

async function openNewDisplayCreative(page: Page) {
  await page.goto('/advertisers');
  await page
    .getByTestId('advertiser-row')
    .filter({ hasText: 'Ótica Visão Clara' })
    .getByRole('link')
    .first()
    .click();
  await page.getByRole('tab', { name: 'Criativos' }).click();
  await expect(page).toHaveURL(/tab=creatives/);
  await page.getByRole('link', { name: 'Novo criativo' }).first().click();
  await page.getByRole('button', { name: 'Display (banner)' }).click();
  await expect(page.getByRole('heading', { name: 'Novo criativo · Display (banner)' })).toBeVisible();
  await expect(page).toHaveTitle('Novo criativo · Verba');
}

test.describe('creatives (issue 10)', () => {
  test('a 300x250 banner: bad files refused with their message, upload with progress, preview, saved pending', async ({
    page,
  }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await openNewDisplayCreative(page);
    const file = page.getByTestId('creative-file');
    const input = file.locator('input[type="file"]');

    // A renamed text file is no image, whatever its name says.
    await input.setInputFiles({
      name: 'banner.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a png'),
    });
    await expect(file.getByRole('alert')).toHaveText(/^Tipo de arquivo não aceito\./);
    // A real PNG in another size than the one chosen.
    await input.setInputFiles({ name: 'wide.png', mimeType: 'image/png', buffer: makePng(728, 90) });
    await expect(file.getByRole('alert')).toHaveText(
      'O arquivo foi recusado pelas dimensões (728x90). Envie um arquivo em um tamanho aceito (300x250).',
    );

    // A 300x250 PNG of random pixels (about 225 KB) sent at 64 KB/s: the bar is seen moving.
    const banner = makePng(300, 250, { noise: true });
    expect(banner.length).toBeGreaterThan(150_000);
    const unthrottle = await throttleUploads(page, 64 * 1024);
    const progressText = file.getByTestId('creative-file-progress-text');
    // An upload can be cancelled half-way: nothing is kept.
    await input.setInputFiles({ name: 'cancelled.png', mimeType: 'image/png', buffer: banner });
    await expect(progressText).toBeVisible();
    await file.getByRole('button', { name: 'Cancelar envio' }).click();
    await expect(progressText).toBeHidden();
    await expect(file.getByTestId('creative-file-current')).toHaveCount(0);
    await expect(file.getByRole('alert')).toHaveCount(0);

    await input.setInputFiles({ name: 'ofertas-300x250.png', mimeType: 'image/png', buffer: banner });
    await expect(progressText).toBeVisible();
    await expect(progressText).toHaveText(/^\d{1,3}% · [\d,]+ (bytes|KB) de [\d,]+ KB$/);
    const progress = file.getByRole('progressbar');
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    await expect(progressText).toBeHidden({ timeout: 20_000 });
    await unthrottle();
    await expect(file.getByTestId('creative-file-current')).toContainText('ofertas-300x250.png');

    // The preview draws the uploaded banner at its real size.
    const preview = page.getByTestId('display-preview');
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([300, 250]);
    const box = await preview.boundingBox();
    expect(Math.round(box!.width)).toBe(300); // border-box: the border is inside the 300 px
    await expect(page.getByLabel('Nome')).toHaveValue('ofertas-300x250');

    const name = `Banner e2e ${Date.now()}`;
    await page.getByLabel('Nome').fill(name);
    await page.getByRole('button', { name: 'Criar criativo' }).click();
    await expect(page.getByText('Campo obrigatório.')).toBeVisible();
    await page.getByLabel('URL de destino').fill('oticavisaoclara.com.br/ofertas');
    await page.getByRole('button', { name: 'Criar criativo' }).click();

    await expect(page).toHaveURL(/\/advertisers\/[^/]+\?tab=creatives$/);
    await expect(page.getByText('Criativo criado. Ele fica em revisão até ser aprovado.')).toBeVisible();
    const row = page.getByTestId('creative-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('creative-status')).toHaveText('Em revisão');
    await expect(row).toContainText('300x250');
  });

  test('an upload the server fails without a spec code offers the click to retry, which sends the file again', async ({
    page,
  }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await openNewDisplayCreative(page);
    let calls = 0;
    await page.route('**/api/v1/advertisers/*/creative-assets', async (route) => {
      calls += 1;
      if (calls === 1)
        return route.fulfill({ status: 503, json: { errors: ['Serviço indisponível.'], code: 'X' } });
      return route.continue();
    });
    const file = page.getByTestId('creative-file');
    await file.locator('input[type="file"]').setInputFiles({
      name: 'retry.png',
      mimeType: 'image/png',
      buffer: makePng(300, 250),
    });
    const retry = file.getByRole('alert');
    await expect(retry).toHaveText('Houve um problema na criação. Clique para tentar novamente.');
    await retry.click();
    await expect(file.getByTestId('creative-file-current')).toContainText('retry.png');
    expect(calls).toBe(2);
    await expect(page.getByTestId('display-preview')).toBeVisible();
  });

  test('a search ad shows repeats inline and recommendations as warnings, and previews as typed', async ({
    page,
  }) => {
    await signIn(page, demoManager.email, demoManager.password, demoManager.name);
    await page.goto('/advertisers');
    await page
      .getByTestId('advertiser-row')
      .filter({ hasText: 'Ótica Visão Clara' })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('tab', { name: 'Criativos' }).click();
    await page.getByRole('link', { name: 'Novo criativo' }).first().click();
    await page.getByRole('button', { name: 'Pesquisa' }).click();

    await page.getByLabel('Título 1', { exact: true }).fill('Óculos de grau');
    await page.getByLabel('Título 2', { exact: true }).fill('Lentes com desconto');
    await expect(page.getByTestId('search-preview')).toContainText('Óculos de grau | Lentes com desconto');
    await page.getByRole('button', { name: 'Adicionar frase de destaque' }).click();
    await page.getByLabel('Frase de destaque 1', { exact: true }).fill('Frete grátis');
    await page.getByRole('button', { name: 'Adicionar frase de destaque' }).click();
    await page.getByLabel('Frase de destaque 2', { exact: true }).fill('frete grátis');
    await expect(page.getByText('Frases de destaque duplicadas não são permitidas.')).toBeVisible();
    await expect(page.getByTestId('search-warnings')).toContainText(
      'Recomendamos 4 sitelinks; este anúncio tem 0.',
    );
  });

  test('staff see the pending creatives and approve one', async ({ page, request }) => {
    // A pending creative of the demo agency, made through the API.
    const login = await request.post('/api/v1/login', {
      data: { email: demoManager.email, password: demoManager.password },
    });
    const headers = {
      authorization: `Bearer ${((await login.json()) as { data: { access_token: string } }).data.access_token}`,
    };
    const advertisers = await request.get('/api/v1/advertisers?status=active', { headers });
    const advertiser = ((await advertisers.json()) as { data: { id: string; display_name: string }[] })
      .data[0]!;
    const name = `Push e2e ${Date.now()}`;
    const upload = await request.post(`/api/v1/advertisers/${advertiser.id}/creative-assets`, {
      headers,
      multipart: { file: { name: 'icon.png', mimeType: 'image/png', buffer: makePng(192, 192) } },
    });
    expect(upload.ok(), await upload.text()).toBeTruthy();
    const asset = ((await upload.json()) as { data: { id: string } }).data;
    const created = await request.post(`/api/v1/advertisers/${advertiser.id}/creatives`, {
      headers,
      data: {
        format: 'PUSH',
        name,
        asset_id: asset.id,
        title: 'Oferta',
        body: 'Só hoje',
        destination_url: 'https://exemplo.com.br',
      },
    });
    expect(created.ok(), await created.text()).toBeTruthy();

    await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
    await page.goto('/staff/creatives');
    await expect(page).toHaveTitle('Revisão de criativos · Verba');
    const row = page.getByTestId('staff-creative-row').filter({ hasText: name });
    await row.getByRole('button', { name: 'Revisar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('push-preview')).toContainText('Oferta');
    await dialog.getByRole('button', { name: 'Recusar' }).click();
    await expect(dialog.getByText('Informe o motivo da recusa.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Aprovar' }).click();
    await expect(page.getByText(`Criativo ${name} aprovado.`)).toBeVisible();
    await expect(page.getByTestId('staff-creative-row').filter({ hasText: name })).toHaveCount(0);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('an advertiser’s creatives are cards that fit the screen, status badges whole', async ({ page }) => {
      await signIn(page, demoManager.email, demoManager.password, demoManager.name);
      await page.goto('/advertisers');
      await page
        .getByTestId('advertiser-row')
        .filter({ hasText: 'Ótica Visão Clara' })
        .getByRole('link')
        .first()
        .click();
      await page.getByRole('tab', { name: 'Criativos' }).click();
      const rows = page.getByTestId('creative-row');
      await expect(rows.first()).toBeVisible();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      for (const badge of await page.getByTestId('creative-status').all()) {
        const box = await badge.boundingBox();
        expect(box!.x + box!.width).toBeLessThanOrEqual(innerWidth);
        expect(await badge.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
      }
    });
  });
});
