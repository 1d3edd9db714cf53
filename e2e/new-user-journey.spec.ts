import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  dayFromToday,
  next,
  objectiveAndSettings,
  oneGroup,
  oneStrategy,
  pick,
  publish,
} from './support/campaign-wizard';
import { makePng } from './support/png';
import { signIn } from './support/session';

/**
 * Issue 26, dead ends and unclear screens: a creative still in review can be chosen and the
 * campaign published (it waits for it), the review step shows the pixel and the targeting, the
 * campaign page says why there is no pace yet, the home counts only what can deliver, and a
 * search strategy shows only its channel's fields. (The invitation's sign-in is in journey.spec.ts.)
 * The e2e server keeps creatives pending (ASSET_AUTO_REVIEW_SECONDS=0).
 */
const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const advertiser = 'Ótica Visão Clara';
const stamp = Date.now().toString(36);
const shots = process.env.E2E_SHOTS;

async function shot(page: Page, name: string) {
  if (!shots) return;
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/** A 300x250 DISPLAY creative of the demo advertiser, made through the API: it waits for review. */
async function pendingCreative(request: APIRequestContext, name: string) {
  const login = await request.post('/api/v1/login', {
    data: { email: demoManager.email, password: demoManager.password },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/advertisers?per_page=100', { headers });
  const found = ((await list.json()) as { data: { id: string; display_name: string }[] }).data.find(
    (a) => a.display_name === advertiser,
  )!;
  const upload = await request.post(`/api/v1/advertisers/${found.id}/creative-assets`, {
    headers,
    multipart: { file: { name: 'banner.png', mimeType: 'image/png', buffer: makePng(300, 250) } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const asset = ((await upload.json()) as { data: { id: string } }).data;
  const created = await request.post(`/api/v1/advertisers/${found.id}/creatives`, {
    headers,
    data: { format: 'DISPLAY', name, asset_id: asset.id, destination_url: 'https://otica.example.com.br' },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  expect(((await created.json()) as { data: { status: string } }).data.status).toBe('pending');
}

test('a campaign is published with a creative still in review and says what it waits for', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const creative = `Banner em análise ${stamp}`;
  const name = `Espera criativo ${stamp}`;
  await pendingCreative(request, creative);
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('the wizard offers the creative in review and explains the wait', async () => {
    await page.goto('/campaigns/programmatic/create');
    await objectiveAndSettings(page, name, '200', advertiser);
    await page.getByTestId('campaign-start-date').fill(dayFromToday(8));
    await page.getByTestId('campaign-end-date').fill(dayFromToday(28));
    await next(page, 'Pixel');
    await expect(page.getByText('Você pode seguir sem pixel e vincular um depois.')).toBeVisible();
    await next(page, 'Grupos');
    await oneGroup(page, `${name} · grupo`, '200');
    await next(page, 'Estratégias');
    await oneStrategy(page, `${name} · estratégia`, '200', '5');
    // Display has every targeting field, browsers included.
    await expect(page.getByText(/^Navegadores/)).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Celular$/ })
      .first()
      .click();
    await next(page, 'Criativos');
    await expect(page.getByTestId('creatives-review-note')).toContainText('até 48 horas');
    const card = page.getByRole('checkbox', { name: creative });
    await expect(card).toBeVisible();
    const pendingBadge = page.locator('[data-testid^="creative-pending-"]').filter({ hasText: 'Em análise' });
    await expect(pendingBadge.first()).toBeVisible();
    await card.check();
    await expect(page.getByTestId('creatives-all-pending')).toContainText('só começa a veicular');
    await shot(page, 'wizard-creatives');
  });

  await test.step('the review step shows the pixel and the targeting by name', async () => {
    await next(page, 'Revisão');
    await expect(page.getByTestId('review-pixel')).toHaveText('Sem pixel');
    const targeting = page.getByTestId('review-targeting-0-0');
    await expect(targeting.getByTestId('review-targeting-0-0-devices')).toContainText('Celular');
    await expect(targeting.getByTestId('review-targeting-0-0-locations')).toContainText('Brasil');
    await expect(targeting.getByTestId('review-targeting-0-0-browsers')).toContainText('(todos)');
    await shot(page, 'wizard-review');
  });

  await test.step('published, the campaign page says why there is no pace yet', async () => {
    await publish(page);
    const idle = page.getByTestId('pacing-idle');
    await expect(idle).toBeVisible();
    await expect(page.getByTestId('pacing-state')).toHaveCount(0);
    // In review, then (the e2e reviewer approves campaigns in 3 s) waiting for its start date.
    await expect(page.getByTestId('pacing-idle-reason')).toHaveText(
      /Em análise|Começa em \d{2}\/\d{2}\/\d{4}: o ritmo aparece a partir desse dia\./,
    );
    await expect(page.getByTestId('campaign-pixel')).toHaveText('Sem pixel');
    await shot(page, 'campaign-idle-pacing');
  });

  await test.step('the home counts only campaigns live now and says what the others wait for', async () => {
    await page.goto('/');
    await expect(page.getByTestId('home-delivery-count')).toHaveText(/campanhas? no ar agora/);
    await expect(page.getByTestId('home-delivery-waiting').first()).toHaveText(
      /aguardando início|em análise|aguardando aprovação de criativo/,
    );
    await shot(page, 'home');
  });
});

test('a search strategy has keywords with match types and only the targeting a search ad has', async ({
  page,
}) => {
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);
  await page.goto('/campaigns/create');
  await pick(page, 'campaign-type', 'Pesquisa (Google Ads)');
  await objectiveAndSettings(page, `Busca canal ${stamp}`, '300', advertiser);
  await page.getByTestId('campaign-start-date').fill(dayFromToday(7));
  await next(page, 'Pixel');
  await next(page, 'Grupos');
  await oneGroup(page, 'Marca', '300');
  await next(page, 'Estratégias');
  await page.getByTestId('add-strategy-0').click();
  // Keywords with their match types, in Google's syntax.
  await page
    .getByTestId('groups-0-strategies-0-keywords')
    .fill('oculos de sol\n"oculos de grau"\n[otica visao clara]');
  await expect(page.getByTestId('groups-0-strategies-0-keywords-count')).toHaveText(
    '3 palavras-chave (ampla: 1 · frase: 1 · exata: 1)',
  );
  await expect(page.getByText(/^Dispositivos/)).toBeVisible();
  await expect(page.getByText(/^Navegadores/)).toHaveCount(0);
  await expect(page.getByText(/^Ambientes/)).toHaveCount(0);
  await expect(page.getByText('Listas de sites e apps', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Categorias de conteúdo', { exact: true })).toHaveCount(0);
  await shot(page, 'search-strategy');
});
