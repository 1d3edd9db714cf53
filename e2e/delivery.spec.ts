import { expect, test, type Page } from '@playwright/test';
import { createMinimalCampaign } from './support/campaign-wizard';
import { signIn } from './support/session';

const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const demoStaff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };
/** The demo's active programmatic campaign (packages/core/src/demo/demo-campaign-data.ts). */
const liveDemoCampaign = 'Lançamento Torra Especial';

/** Opens a campaign of the demo agency by its name from /campaigns. */
async function openCampaign(page: Page, name: string) {
  await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
  await page.getByTestId('campaign-row').first().getByRole('link', { name }).first().click();
  await expect(page).toHaveTitle(`${name} · Verba`);
}

/** "1.234" → 1234 (pt-BR thousands). */
const countOf = async (page: Page, testId: string) =>
  Number((await page.getByTestId(testId).innerText()).replace(/\D/g, ''));

test('the delivery panel on a campaign and its strategies, and the staff page', async ({ page }) => {
  await signIn(page, demoUser.email, demoUser.password, demoUser.name);
  await openCampaign(page, liveDemoCampaign);
  const panel = page.getByTestId('delivery-panel');
  await expect(panel.getByRole('heading', { name: 'Entrega', exact: true })).toBeVisible();
  for (const kpi of ['impressions', 'clicks', 'ctr', 'conversions', 'spend'])
    await expect(panel.getByTestId(`delivery-${kpi}`)).toBeVisible();
  await expect(panel.getByTestId('delivery-reservation-reserved')).toHaveText(/^R\$\s?\d/);
  await expect(panel.getByTestId('pacing-chart')).toBeVisible();
  // A period: today's figures, summed from the days, and the day they cover.
  await panel.getByTestId('delivery-period').click();
  await page.getByRole('option', { name: 'Hoje' }).click();
  await expect(panel.getByTestId('delivery-period-range')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(panel.getByTestId('delivery-impressions')).toBeVisible();
  const rows = panel.getByTestId('strategy-delivery-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.first().getByTestId('strategy-delivery-state')).toHaveText(/Entregando|Sem entrega: /);

  // A strategy's own page shows its panel.
  await rows.first().getByRole('link').first().click();
  await expect(page.getByTestId('delivery-panel').getByTestId('pacing-chart')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, demoStaff.email, demoStaff.password, demoStaff.name);
  await page.getByRole('button', { name: `Menu da conta de ${demoStaff.name}` }).click();
  await page.getByRole('menuitem', { name: 'Entrega (bidders)' }).click();
  await expect(page).toHaveTitle('Entrega da plataforma · Verba');
  await expect(page.getByTestId('staff-delivery-rps')).toBeVisible();
  await expect(page.getByTestId('staff-delivery-p99')).toBeVisible();
});

test('a newly published programmatic campaign says why it does not deliver yet: under review', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, demoUser.email, demoUser.password, demoUser.name);
  const id = await createMinimalCampaign(page, {
    name: `Entrega ${Date.now().toString(36)}`,
    route: '/campaigns/programmatic/create',
    startInDays: 6,
    creative: 'Retângulo 300x250',
    bid: '5',
    // Café's balance: Ótica Visão Clara's is what the wizard, review and phone journeys publish
    // from (one database for every spec).
    advertiser: 'Café Serra Azul',
  });
  await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
  await expect(page.getByTestId('detail-status')).toHaveText('Em análise');
  await expect(page.getByTestId('delivery-empty')).toContainText('Sem entregas ainda');
  const state = page.getByTestId('strategy-delivery-state').first();
  await expect(state).toHaveText('Sem entrega: em análise');
  // The tooltip lists every reason: under review, and the start date still ahead.
  await state.hover();
  await expect(page.getByRole('tooltip')).toContainText('não começou');
});

// The browser journey: the bidder and the sandbox exchange run inside the app (npm start).
// (Publishing is the test above: a new programmatic campaign starts after the type's lead time, so
// the demo's live campaign is the one watched.)
test('watch the demo campaign deliver, pause it and see bidding stop', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, demoUser.email, demoUser.password, demoUser.name);

  await test.step('the demo campaign delivers on sandbox traffic: impressions and spend appear', async () => {
    await openCampaign(page, liveDemoCampaign);
    await expect
      .poll(() => countOf(page, 'delivery-impressions'), { timeout: 120_000, intervals: [5_000] })
      .toBeGreaterThan(0);
    await expect(page.getByTestId('delivery-spend')).not.toHaveText('R$ 0,00', { timeout: 60_000 });
    // Its days so far, as bars, and where it delivered.
    await expect(page.getByTestId('daily-delivery').getByTestId('daily-delivery-chart')).toBeVisible();
    const where = page.getByTestId('delivery-breakdown');
    await expect(where.getByTestId('delivery-breakdown-row').first()).toBeVisible();
    await where
      .locator('label')
      .filter({ hasText: /^Dispositivos$/ })
      .click();
    await expect(where.getByTestId('delivery-breakdown-row').first()).toContainText(
      /Celular|Computador|Não identificado/,
    );
    await expect(
      page.getByTestId('strategy-delivery-state').filter({ hasText: 'Entregando' }),
    ).not.toHaveCount(0);
  });

  await test.step('the campaigns list shows its impressions, clicks and CTR', async () => {
    await page.goto(`/campaigns?q=${encodeURIComponent(liveDemoCampaign)}`);
    await expect.poll(() => countOf(page, 'campaign-impressions')).toBeGreaterThan(0);
    await expect(page.getByTestId('campaign-row').first()).toContainText(/cliques? · CTR/);
  });

  await test.step('the home sums the active campaigns of the last 30 days, with a daily chart', async () => {
    await page.goto('/');
    const summary = page.getByTestId('home-delivery');
    await expect(
      summary.getByRole('heading', { name: 'Campanhas ativas nos últimos 30 dias' }),
    ).toBeVisible();
    await expect.poll(() => countOf(page, 'home-delivery-impressions')).toBeGreaterThan(0);
    await expect(summary.getByTestId('home-delivery-spend')).toHaveText(/^R\$\s?\d/);
    await expect(summary.getByTestId('daily-delivery-chart')).toBeVisible();
    // The metric switch (a segmented control: its radios are hidden behind their labels).
    await summary
      .locator('label')
      .filter({ hasText: /^Impressões$/ })
      .click();
    await expect(summary.getByTestId('daily-delivery-chart')).toHaveAttribute(
      'aria-label',
      /^Impressões por dia/,
    );
    await summary
      .getByTestId('home-campaign-row')
      .getByRole('link', { name: liveDemoCampaign })
      .first()
      .click();
    await expect(page).toHaveTitle(`${liveDemoCampaign} · Verba`);
  });

  await test.step('paused, it stops bidding: every strategy says so and the figures stop', async () => {
    await page.getByTestId('detail-toggle').click();
    await expect(page.getByTestId('detail-status')).toHaveText('Pausada');
    const states = page.getByTestId('strategy-delivery-state');
    await expect(states.first()).toHaveText('Sem entrega: pausada', { timeout: 30_000 });
    await expect(states.filter({ hasText: 'Sem entrega: pausada' })).toHaveCount(await states.count());
    // Notices of bids made before the pause may still arrive for a few seconds; then nothing.
    await page.waitForTimeout(20_000);
    const frozen = await countOf(page, 'delivery-impressions');
    await page.waitForTimeout(35_000);
    await page.reload();
    await expect.poll(() => countOf(page, 'delivery-impressions')).toBe(frozen);
    // Leave the demo as found for the other journeys.
    await page.getByTestId('detail-toggle').click();
    await expect(page.getByTestId('detail-status')).toHaveText('Ativa');
  });
});
