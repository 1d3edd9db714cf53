import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

// A plain user: every role of the company may extract reports (spec §6). Nothing is published.
const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };

/**
 * Issue 29, /reports: build a report (period, dimensions), compare it with the previous period,
 * save it, export it as XLSX, and open, then revoke, its spreadsheet link.
 */
test('build, compare, save and export a report, and open its spreadsheet link', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, demoUser.email, demoUser.password, demoUser.name);
  await page.getByRole('link', { name: 'Relatórios' }).click();
  await expect(page).toHaveTitle('Relatórios · Verba');
  await expect(page.getByTestId('report-watermark')).toContainText(/Dados até \d{2}:\d{2}/);

  // Build: the last 7 days by campaign, then by day too; the URL holds the report.
  await page.getByTestId('report-period').click();
  await page.getByRole('option', { name: 'Últimos 7 dias' }).click();
  await page.getByTestId('report-dimensions').click();
  await page.getByRole('option', { name: 'Campanha', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/period=last_7_days/);
  await expect(page).toHaveURL(/dims=date(%2C|,)campaign/);
  const table = page.getByTestId('report-table');
  await expect(table.getByRole('columnheader', { name: /Campanha/ })).toBeVisible();
  await expect(page.getByTestId('report-totals')).toContainText(/Total \(\d+ linhas?\)/);

  // Compare with the previous period: every figure gets its change.
  await page.getByTestId('report-compare').click();
  await page.getByRole('option', { name: 'Período anterior' }).click();
  await expect(page).toHaveURL(/compare=previous_period/);
  await expect(page.getByTestId('report-watermark')).toContainText('comparado com');
  await expect(page.getByTestId('report-totals').getByTestId('report-change').first()).toBeVisible();

  // Sort by spend, largest first (the server sorts).
  await page.getByTestId('report-sort-spend').click();
  await expect(page).toHaveURL(/sort=spend&order=desc|order=desc.*sort=spend/);

  // Save it.
  const name = `Semana por campanha ${Date.now().toString(36)}`;
  await page.getByTestId('save-report').click();
  await page.getByTestId('save-report-name').fill(name);
  await page.getByTestId('save-report-submit').click();
  await expect(page.getByTestId('saved-report-name')).toHaveText(name);
  await expect(page).toHaveURL(/saved=[0-9a-f-]{36}/);

  // Export XLSX: a streamed file from a signed URL.
  await page.getByTestId('export-report').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('export-xlsx').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 2).toString()).toBe('PK');

  // The spreadsheet link answers CSV without a session; revoked, it is gone.
  await page.getByTestId('report-link-create').click();
  const url = await page.getByTestId('report-link-url').inputValue();
  expect(url).toMatch(/\/r\/[\w-]+\.csv$/);
  const csv = await page.request.get(url);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain('Campanha');
  await page.getByTestId('report-link-revoke').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revogar link' }).click();
  await expect(page.getByTestId('report-link-create')).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);

  // The saved report opens again from the menu, as saved.
  await page.getByTestId('standard-report-by_device').click();
  await expect(page.getByTestId('saved-report-panel')).toHaveCount(0);
  await page.getByTestId('saved-reports-menu').click();
  await page.getByRole('menuitem', { name }).click();
  await expect(page.getByTestId('saved-report-name')).toHaveText(name);
  await expect(page).toHaveURL(/compare=previous_period/);

  // Filter by a campaign and a group inside it, both searched by name on the server.
  await page.getByTestId('report-filters-toggle').click();
  await page.getByTestId('report-filter-campaigns').click();
  await page.keyboard.type('torra');
  await page.getByRole('option', { name: 'Lançamento Torra Especial' }).click();
  await page.keyboard.press('Escape');
  await page.getByTestId('report-filter-groups').click();
  await page.keyboard.type('grande');
  await page.getByRole('option', { name: 'Grande BH (Lançamento Torra Especial)' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/groups=[0-9a-f-]{36}/);
  await expect(page.getByTestId('report-filter-chips')).toContainText('1 grupo');
});
