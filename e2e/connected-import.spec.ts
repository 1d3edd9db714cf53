import { expect as baseExpect, test } from '@playwright/test';

// Each step reads the Google sandbox (and a cold server lazy-loads the SPA's chunks): be patient.
const expect = baseExpect.configure({ timeout: 30_000 });

// The first journey of a run meets a cold server (demo seed, sandbox seeds): give it time.
test.slow();

const ana = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 27, "Importar da conta conectada": Café Serra Azul connects its own Google Ads account
 * (read-only, the sandbox's Ana Souza), picks a campaign on the import page, previews the draft
 * (keywords with the negatives, the ad with its sitelinks) and confirms: a draft is made, nothing
 * is published or reserved.
 */
test('import a campaign from the connected Google Ads account', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible({ timeout: 60_000 });
  await page.getByLabel('E-mail').fill(ana.email);
  await page.getByLabel('Senha', { exact: true }).fill(ana.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: `Menu da conta de ${ana.name}` })).toBeVisible({
    timeout: 60_000,
  });
  await page.goto('/campaigns/import');
  await page.getByTestId('import-advertiser').click();
  await page.getByRole('option', { name: 'Café Serra Azul' }).click();
  const panel = page.getByTestId('connected-import');
  await expect(panel).toContainText('não tem uma conta do Google Ads conectada');
  await panel.getByRole('link', { name: 'Conectar a conta' }).click();
  await page.getByRole('button', { name: 'Conectar conta do Google Ads (somente leitura)' }).click();
  await page.waitForURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth/);
  await page.getByText('Ana Souza').click();
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(/\/advertisers\/[^/]+\/connections$/, { timeout: 60_000 });

  await page.goto('/campaigns/import');
  await page.getByTestId('import-advertiser').click();
  await page.getByRole('option', { name: 'Café Serra Azul' }).click();
  await page.getByRole('checkbox', { name: /Cafés especiais — Pesquisa/ }).check({ timeout: 60_000 });
  await page.getByTestId('connected-import-preview').click();
  const preview = page.getByTestId('campaign-import-preview');
  await expect(preview).toContainText('1 campanha vira rascunho', { timeout: 60_000 });
  await expect(preview).toContainText('-grátis');
  await expect(preview).toContainText('Assinatura mensal');
  await expect(preview).toContainText('R$ 40,00');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/connected-import-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/connected-import-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByTestId('connected-import-confirm').click();
  const report = page.getByTestId('campaign-import-report');
  await expect(report).toContainText('1 rascunho criado', { timeout: 60_000 });
  await report.getByRole('link', { name: 'Cafés especiais — Pesquisa' }).click();
  await page.waitForURL(/\/campaigns\/[^/]+\/edit/);
});
