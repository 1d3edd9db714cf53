import { expect, test } from '@playwright/test';
import { dayFromToday, next, pick } from './support/campaign-wizard';
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

/**
 * Issue 28: the demo's Meta CONVERSION campaign (OUTCOME_SALES on the sandbox, R$ 40,00 a day)
 * delivers with spend posted from the platform; paused by the user, it is paused on Meta. A new Meta
 * campaign published from the wizard reaching "Ativa na plataforma" is e2e/campaign-lifecycle.spec.ts's.
 */
test('the demo’s Meta conversion campaign delivers with spend, and pausing it pauses it on Meta', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto(`/campaigns?q=${encodeURIComponent('Vendas na loja virtual')}`);
  const row = page
    .getByTestId('campaign-row')
    .filter({ hasText: 'Cafés especiais · Vendas na loja virtual' });
  await expect(row).toHaveCount(1);
  // At any hour: the demo campaign started days ago and the sandbox reports those past days.
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('campaign-spent')).not.toHaveText(/^(R\$\s?0,00|—)$/, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  await row.getByRole('link', { name: 'Cafés especiais · Vendas na loja virtual' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('channel-stage')).toHaveText('Ativa na plataforma', { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  await page.getByTestId('detail-toggle').click();
  await expect(page.getByTestId('detail-status')).toHaveText('Pausada');
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('channel-stage')).toHaveText('Pausada na plataforma', { timeout: 2_000 });
  }).toPass({ timeout: 90_000, intervals: [2_000] });
});

/**
 * Issue 28, the wizard's Meta fields: a Meta Ads Manager export imported for Café Serra Azul (whose
 * Page the demo connected, with its Instagram account) and finished in the wizard — the objective
 * shown as Meta's, the Page picked, placements chosen instead of automatic, primary text, headline
 * and CTA — saved and read back. Nothing is published (no budget reserved).
 */
test('a Meta campaign’s own fields in the wizard: Page, objective on Meta, placements, texts, CTA', async ({
  page,
}) => {
  await signIn(page, ana.email, ana.password, ana.name);
  const name = `Meta campos ${Date.now().toString(36)}`;
  const csv = [
    'Nome da campanha,Objetivo da campanha,Orçamento vitalício da campanha,Início da campanha,Término da campanha,Nome do conjunto de anúncios,Orçamento vitalício do conjunto de anúncios,Países,Valor do lance,Meta de otimização,Nome do anúncio',
    `${name},OUTCOME_AWARENESS,"20,00",${dayFromToday(6)},${dayFromToday(26)},${name} · conjunto,"20,00",BR,"5,00",IMPRESSIONS,Anúncio 1`,
  ].join('\n');
  await page.goto('/campaigns/meta-ads/create');
  await pick(page, 'import-advertiser', 'Café Serra Azul');
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('import-button').click();
  await (await chooser).setFiles({ name: 'meta-ads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByTestId('imported-campaign').filter({ hasText: name }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/campaigns\/[^/]+\/edit$/);
  await expect(page).toHaveTitle(/ · Nova campanha · Verba$/);
  if (!(await page.title()).startsWith('Configurações ')) await page.getByTestId('wizard-back').click();
  await expect(page).toHaveTitle('Configurações · Nova campanha · Verba');

  const fields = page.getByTestId('meta-fields');
  await expect(fields.getByTestId('meta-objective')).toContainText('Reconhecimento (OUTCOME_AWARENESS)');
  await expect(fields.getByTestId('meta-page')).toHaveValue('Café Serra Azul');
  await expect(fields).toContainText('Também no Instagram como Instagram · Café Serra Azul');
  await page.getByTestId('meta-automatic-placements').uncheck();
  await page.getByRole('checkbox', { name: 'Feed do Facebook' }).check();
  await page.getByRole('checkbox', { name: 'Reels do Instagram' }).check();
  await page.getByTestId('meta-primary-text').fill('Café especial torrado toda semana, direto da Serra.');
  await page.getByTestId('meta-headline').fill('Assine o café da Serra');
  await pick(page, 'meta-cta', 'Comprar agora');
  await page.screenshot({ path: 'test-results/meta-wizard-fields.png', fullPage: true });
  await next(page, 'Pixel');

  await page.reload();
  await expect(page).toHaveTitle('Pixel · Nova campanha · Verba');
  await page.getByTestId('wizard-back').click();
  await expect(page).toHaveTitle('Configurações · Nova campanha · Verba');
  // Read back from the server after a reload.
  await expect(page.getByTestId('meta-headline')).toHaveValue('Assine o café da Serra');
  await expect(page.getByTestId('meta-primary-text')).toHaveValue(
    'Café especial torrado toda semana, direto da Serra.',
  );
  await expect(page.getByTestId('meta-cta')).toHaveValue('Comprar agora');
  await expect(page.getByTestId('meta-automatic-placements')).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Feed do Facebook' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Reels do Instagram' })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/meta-wizard-fields-390.png', fullPage: true });
});
