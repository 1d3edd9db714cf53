import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support/session';
import {
  chooseCreative,
  dayFromToday,
  next,
  objectiveAndSettings,
  oneGroup,
  oneStrategy,
  pick,
  publish,
} from './support/campaign-wizard';

const ana = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const stamp = Date.now().toString(36);

/** Reloads `page` until the platform panel shows `stage` (the push and sync jobs run in the worker). */
async function expectChannelStage(page: Page, stage: string, timeout = 90_000) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('channel-stage')).toHaveText(stage, { timeout: 2_000 });
  }).toPass({ timeout, intervals: [2_000] });
}

/**
 * Issue 27's browser journey on the app's Google Ads sandbox (CHANNELS_MODE=sandbox): the
 * advertiser's YouTube channel connected on the sandbox's consent page; a search campaign with
 * keywords (match types and a negative keyword) created in the wizard, published, approved by the
 * embedded reviewer and pushed to the platform (the platform panel on its page).
 */
test('connect the YouTube channel, then publish a search campaign that is pushed to Google Ads', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The first journey after start: the worker is still pushing the demo's campaigns.
  await page.goto('/');
  await page.getByLabel('E-mail').fill(ana.email);
  await page.getByLabel('Senha', { exact: true }).fill(ana.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('button', { name: `Menu da conta de ${ana.name}` })).toBeVisible({ timeout: 45_000 });

  await test.step('connect a Google account’s YouTube channel through the sandbox consent page', async () => {
    await page.goto('/advertisers');
    await page.getByRole('link', { name: 'Ótica Visão Clara' }).first().click();
    await page.getByRole('link', { name: 'Conexões' }).click();
    await page.getByRole('button', { name: 'Conectar canal do YouTube' }).click();
    await page.waitForURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth/);
    await page.getByText('Marcos Lima').click();
    await page.getByRole('button', { name: 'Permitir' }).click();
    await page.waitForURL(/\/advertisers\/[^/]+\/connections$/, { timeout: 20_000 });
    // The demo's connection of the same channel is renewed by this one: one card, Ana's.
    const card = page.getByTestId('connection');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Canal do YouTube');
    await expect(card).toContainText(`Conectada por ${ana.name}`);
    await expect(card.getByTestId('connection-status')).toHaveText('Ativa');
  });

  const name = `Busca jornada ${stamp}`;
  const id = await test.step('a search campaign with keywords, through the wizard, published', async () => {
    await page.goto('/campaigns/create');
    await pick(page, 'campaign-type', 'Pesquisa (Google Ads)');
    // Café's balance: Ótica Visão Clara's is what the wizard, review and phone journeys publish from.
    await objectiveAndSettings(page, name, '200', 'Café Serra Azul');
    await page.getByTestId('campaign-start-date').fill(dayFromToday(6));
    await page.getByTestId('campaign-end-date').fill(dayFromToday(26));
    await next(page, 'Pixel');
    await next(page, 'Grupos');
    await oneGroup(page, `${name} · grupo`, '200');
    await next(page, 'Estratégias');
    await oneStrategy(page, `${name} · estratégia`, '200', '5');
    await page
      .getByTestId('groups-0-strategies-0-keywords')
      .fill('oculos de sol\n"oculos de grau"\n[otica visao clara]\n-gratis');
    await expect(page.getByTestId('groups-0-strategies-0-keywords-count')).toContainText('3 palavras-chave');
    await next(page, 'Criativos');
    await chooseCreative(page, 'Busca', 'Café Serra Azul');
    await next(page, 'Revisão');
    await expect(page.getByTestId('review-where-platform')).toHaveText('Rede de Pesquisa do Google (Google Ads)');
    return publish(page);
  });

  await test.step('approved by the embedded reviewer, then built on the platform', async () => {
    await expect(page).toHaveURL(new RegExp(`/campaigns/${id}$`));
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('detail-status')).toHaveText('Ativa', { timeout: 2_000 });
    }).toPass({ timeout: 60_000, intervals: [1_000] });
    await expect(page.getByTestId('channel-panel')).toContainText('Rede de Pesquisa do Google');
    await expectChannelStage(page, 'Ativa na plataforma');
    await expect(page.getByTestId('channel-budget')).toContainText('Orçamento diário na plataforma');
  });

});

/**
 * The demo's search campaign runs on the sandbox since start: its page shows the platform's data
 * time and the spend posted from the platform; paused by the user, it is paused on the platform.
 */
test('the demo search campaign delivers with spend, and pausing it pauses it on the platform', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto(`/campaigns?q=${encodeURIComponent('Busca de marca')}`);
  const row = page.getByTestId('campaign-row');
  await expect(row).toHaveCount(1);
  // The channel sync (every 30 s embedded) posts the sandbox's cost against the reservation.
  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('campaign-spent')).not.toHaveText(/^(R\$\s?0,00|—)$/, { timeout: 2_000 });
  }).toPass({ timeout: 120_000, intervals: [3_000] });
  await row.getByRole('link', { name: 'Busca de marca' }).click();
  await expect(page.getByTestId('channel-stage')).toHaveText('Ativa na plataforma');
  await expect(page.getByTestId('channel-data-until')).toContainText('Dados da plataforma até');

  await page.getByTestId('detail-toggle').click();
  await expect(page.getByTestId('detail-status')).toHaveText('Pausada');
  await expectChannelStage(page, 'Pausada na plataforma');
});

/**
 * The managed service: staff record a day of the demo's managed campaign on
 * /staff/managed-campaigns, and the advertiser sees it on the campaign's page.
 */
test('staff record a managed campaign’s day and the advertiser sees it', async ({ page }) => {
  test.setTimeout(120_000);
  const managed = 'Pacote gerenciado · Rádio e OOH';
  await signIn(page, 'staff@verba.demo', 'verba-demo-2026', 'Sérgio Staff');
  await page.goto('/staff/managed-campaigns');
  await page.getByTestId('managed-campaign-link').filter({ hasText: managed }).first().click();
  await expect(page.getByRole('heading', { name: 'Registrar um dia' })).toBeVisible();
  await expect(page.getByText('R$ 148,00').first()).toBeVisible();
  // The day is typed as pt-BR writes it (dd/mm/aaaa), whatever the browser's locale.
  const yesterday = dayFromToday(-1);
  await page.getByTestId('manual-day').fill(yesterday);
  await expect(page.getByTestId('manual-day')).toHaveValue(yesterday);
  await page.getByTestId('manual-cost').fill('12,34');
  await page.getByTestId('manual-impressions').fill('4321');
  await page.getByTestId('manual-clicks').fill('43');
  await page.getByTestId('manual-submit').click();
  await expect(page.getByText(`Dia ${yesterday} registrado.`)).toBeVisible();

  await signOut(page, 'Sérgio Staff');
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto(`/campaigns?q=${encodeURIComponent(managed)}`);
  await page.getByTestId('campaign-row').getByRole('link', { name: managed }).click();
  const section = page.getByTestId('manual-delivery-section');
  await expect(section).toContainText('Entrega registrada pela equipe');
  await expect(section).toContainText('4.321');
});
