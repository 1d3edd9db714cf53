import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const ana = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 27, connect-only data: Ana connects Ótica Visão Clara's own Google Ads account (read-only)
 * through the sandbox's consent page and sees its seeded campaign's figures, chart and freshness.
 */
test('connect the advertiser’s own Google Ads account and see its campaigns’ figures', async ({ page }) => {
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto('/advertisers');
  await page.getByRole('link', { name: 'Ótica Visão Clara' }).first().click();
  await page.getByRole('link', { name: 'Contas conectadas' }).click();
  await expect(page.getByTestId('connected-none')).toBeVisible();
  await page.getByRole('link', { name: 'Ir para conexões' }).click();
  await page.getByRole('button', { name: 'Conectar conta do Google Ads (somente leitura)' }).click();
  await page.waitForURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth/);
  await page.getByText('Marcos Lima').click();
  await page.getByRole('button', { name: 'Permitir' }).click();
  await page.waitForURL(/\/advertisers\/[^/]+\/connections$/, { timeout: 20_000 });
  await page.getByTestId('connected-accounts-link').click();
  const row = page.getByTestId('connected-campaign').filter({ hasText: 'Óculos de grau Campinas' });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('R$');
  await expect(page.getByTestId('connected-data-until')).toContainText('dados da plataforma até');
  // The chart (loaded lazily): its left axis is the cost in reais.
  await expect(page.locator('.recharts-surface').getByText('R$ 0', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: 'test-results/connected-accounts-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/connected-accounts-390.png', fullPage: true });
});
