import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support/session';

const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };

/** A real XLSX made here with exceljs: a header, `count` sites (some written as URLs), one invalid row. */
async function siteListXlsx(count: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sites');
  sheet.addRow(['Domínio']);
  for (let i = 0; i < count; i++)
    sheet.addRow([i % 2 ? `https://www.portal${i}.com.br/noticias` : `portal${i}.com.br`]);
  sheet.addRow(['isto não é um site']);
  sheet.addRow(['portal0.com.br']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Slows the upload down (about 100 kB/s) so the progress bar can be watched. */
async function throttleUpload(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
}

test('imports a site list from an XLSX, watching the progress, sees the report and exports it', async ({
  page,
}) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  await page.getByRole('link', { name: 'Listas' }).first().click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page).toHaveTitle('Listas · Verba');
  // The demo agency's lists, one of them "with error" (an invalid row in its last import).
  await expect(page.getByTestId('list-row').filter({ hasText: 'Portais de gastronomia' })).toContainText(
    'Lista com erro',
  );

  // Filters live in the URL.
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Público de e-mails' }).click();
  await expect(page).toHaveURL(/type=EMAIL_AUDIENCE/);
  await expect(page.getByTestId('list-row')).toHaveCount(1);
  await page.goto('/lists');

  const name = `Portais e2e ${Date.now()}`;
  await page.getByRole('button', { name: 'Nova lista' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova lista' });
  await dialog.getByRole('combobox', { name: 'Anunciante' }).click();
  await page.getByRole('option', { name: 'Ótica Visão Clara' }).click();
  // An e-mail audience is explained before trying: this advertiser is new.
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Público de e-mails' }).click();
  await expect(dialog.getByTestId('audience-eligibility')).toContainText('mais de 3 meses');
  await expect(dialog.getByRole('button', { name: 'Criar lista' })).toBeDisabled();
  await dialog.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Lista de sites' }).click();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
  await dialog.getByRole('button', { name: 'Criar lista' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page).toHaveTitle('Lista · Verba');

  await throttleUpload(page);
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-button').click();
  await (
    await chooser
  ).setFiles({
    name: 'sites.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await siteListXlsx(12_000),
  });
  await expect(page.getByTestId('import-progress')).toBeVisible();
  await expect(page.getByTestId('import-progress')).toContainText(/Enviando… \d+%/);
  const report = page.getByTestId('import-report');
  await expect(report).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('report-valid')).toHaveText('12.001');
  await expect(report.getByTestId('report-invalid')).toHaveText('1');
  await expect(report.getByTestId('report-duplicates')).toHaveText('1');
  await expect(report.getByTestId('report-added')).toHaveText('12.000');
  await expect(report.getByTestId('invalid-row')).toContainText('12002');
  await expect(report.getByTestId('invalid-row')).toContainText('Domínio inválido');
  await expect(page.getByTestId('list-error')).toContainText('A última importação teve 1 linha inválida.');

  // The entries: normalised (scheme, www. and path gone), searchable.
  await page.getByRole('searchbox', { name: 'Buscar na lista' }).fill('portal11.');
  await expect(page.getByTestId('entry-value')).toHaveText(['portal11.com.br']);

  const download = page.waitForEvent('download');
  await page.getByTestId('export-button').click();
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const file = await (await download).path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(12_001);
  expect(sheet.getCell('A1').value).toBe('domain');
  expect(sheet.getCell('A2').value).toBe('portal0.com.br');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the lists are cards that fit the screen', async ({ page }) => {
    await signIn(page, ursula.email, ursula.password, ursula.name);
    await page.goto('/lists');
    await expect(page.getByTestId('list-row').first()).toBeVisible();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  });
});
