import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const ana = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 28 (Meta half): an advertiser connects its Facebook Page through the app's Meta sandbox
 * (Facebook Login for Business dialog), and the demo's Meta campaign runs on the sandbox under
 * Café Serra Azul's Page. No new budget is reserved here (Ótica Visão Clara's balance has no margin).
 */
test('connect a Facebook Page through the Meta sandbox dialog', async ({ page }) => {
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto('/advertisers');
  await page.getByRole('link', { name: 'Ótica Visão Clara' }).first().click();
  await page.getByRole('link', { name: 'Conexões' }).click();
  await page.getByRole('button', { name: 'Conectar página do Facebook' }).click();
  // The sandbox's "Log in with Facebook" (pt-BR): the permissions, the Pages; one chosen.
  await page.waitForURL(/\/sandbox\/meta\/v\d+\.\d+\/dialog\/oauth/);
  await expect(page.getByRole('heading', { name: 'Entrar com o Facebook' })).toBeVisible();
  await expect(page.getByText('Criar e gerenciar anúncios da sua Página')).toBeVisible();
  await page.screenshot({ path: 'test-results/meta-dialog.png' });
  await page.getByLabel(/Ótica Visão Clara/).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL(/\/advertisers\/[^/]+\/connections$/, { timeout: 20_000 });
  const card = page.getByTestId('connection').filter({ hasText: 'Página do Facebook' });
  await expect(card).toContainText('Ótica Visão Clara (3000000000000021)');
  await expect(card).toContainText(`Conectada por ${ana.name}`);
  await expect(card.getByTestId('connection-status')).toHaveText('Ativa');
  await page.screenshot({ path: 'test-results/meta-connected.png', fullPage: true });
});

test('the demo’s Meta campaign runs on the Meta sandbox under Café Serra Azul’s Page', async ({ page }) => {
  await signIn(page, ana.email, ana.password, ana.name);
  // Other journeys (the connected-account import) may add drafts named "Cafés especiais — …".
  await page.goto(`/campaigns?q=${encodeURIComponent('Instagram e Facebook')}`);
  const row = page.getByTestId('campaign-row').filter({ hasText: 'Cafés especiais · Instagram e Facebook' });
  await expect(row).toHaveCount(1);
  await row.getByRole('link').first().click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('channel-stage')).toHaveText('Ativa na plataforma', { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await page.screenshot({ path: 'test-results/meta-campaign.png', fullPage: true });
});
