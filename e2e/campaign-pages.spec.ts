import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const shots = process.env.CAMPAIGN_SHOTS;

/** A São Paulo calendar day `days` from today. */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
}

/** Calls the API with the signed-in session's token. */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('verba.token'));
  const response = await page.request.fetch(`/api/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A draft with one group and one strategy, created through the API as the wizard would. */
async function createDraft(page: Page, name: string, type = 'PROGRAMMATIC', budget = '80000') {
  const advertisers = await apiCall<{ id: string; status: string }[]>(
    page,
    'GET',
    'advertisers?per_page=100',
  );
  const advertiser = advertisers.find((a) => a.status === 'active')!;
  return apiCall<{ id: string }>(page, 'POST', 'campaigns', {
    advertiser_id: advertiser.id,
    type,
    name,
    objective: 'IMPRESSION',
    budget,
    start_date: dayFromToday(5),
    end_date: dayFromToday(40),
    groups: [
      {
        name: `${name} · grupo`,
        budget: '50000',
        start_date: dayFromToday(5),
        strategies: [{ name: `${name} · estratégia`, budget: '20000', bid: { type: 'CPM', amount: '1500' } }],
      },
    ],
  });
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

test('filters the campaign list in the URL and opens a draft with its groups and strategies', async ({
  page,
}) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  const stamp = `t${Date.now().toString(36)}`;
  const verao = `Verão ${stamp}`;
  const draft = await createDraft(page, verao);
  await createDraft(page, `Push ${stamp}`, 'PUSH', '1500000');

  await page.getByRole('link', { name: 'Campanhas' }).first().click();
  await expect(page).toHaveURL(/\/campaigns$/);
  await expect(page).toHaveTitle('Campanhas · Verba');
  await expect(page.getByRole('button', { name: 'Nova campanha' })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Buscar campanhas' }).fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  await expect(page.getByTestId('campaign-row')).toHaveCount(2);

  await page.getByRole('combobox', { name: 'Canal' }).click();
  await page.getByRole('option', { name: 'Push' }).click();
  await expect(page).toHaveURL(/type=PUSH/);
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);
  await expect(page.getByTestId('campaign-row')).toContainText(`Push ${stamp}`);
  await expect(page.getByTestId('campaign-budget')).toHaveText('R$ 15.000,00');

  // The budget bucket "up to R$ 1.000" leaves the R$ 15.000 push campaign out; the URL keeps it all.
  await page.getByRole('combobox', { name: 'Orçamento' }).click();
  await page.getByRole('option', { name: 'Até R$ 1.000,00' }).click();
  await expect(page).toHaveURL(/budget=(%22)?1000/);
  await expect(page.getByTestId('campaigns-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('filter-chips')).toContainText('Push');
  await expect(page.getByTestId('filter-chips')).toContainText('Até R$ 1.000,00');
  await page.getByRole('button', { name: 'Limpar filtros' }).first().click();
  await expect(page).toHaveURL(/\/campaigns$/);
  if (shots) await page.screenshot({ path: `${shots}/list-1366.png`, fullPage: true });

  await page.goto(`/campaigns?q=${encodeURIComponent(verao)}&status=draft`);
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);
  await expect(page.getByTestId('campaign-row').getByTestId('campaign-status')).toHaveText('Rascunho');
  await page.getByTestId('campaign-name').click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${draft.id}$`));
  await expect(page.getByTestId('detail-status')).toHaveText('Rascunho');
  await expect(page.getByTestId('detail-budget')).toHaveText('R$ 800,00');
  await expect(page.getByTestId('detail-edit')).toHaveText('Continuar rascunho');
  await expect(page.getByTestId('detail-edit')).toHaveAttribute('href', `/campaigns/${draft.id}/edit`);
  await expect(page.getByTestId('group-card')).toContainText(`${verao} · grupo`);
  await expect(page.getByTestId('strategy-row')).toContainText(`${verao} · estratégia`);
  await expect(page.getByTestId('strategy-row')).toContainText('CPM R$ 15,00');
  if (shots) await page.screenshot({ path: `${shots}/detail-1366.png`, fullPage: true });

  await page.getByRole('link', { name: `${verao} · estratégia` }).click();
  await expect(page).toHaveURL(/\/lines\//);
  await expect(page.getByRole('heading', { name: `${verao} · estratégia` })).toBeVisible();
});

test('creates a group and a strategy through the structure routes, then pauses and activates the group in place', async ({
  page,
}) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  const name = `Estrutura ${Date.now()}`;
  const draft = await createDraft(page, name);
  await page.goto(`/campaigns/${draft.id}`);

  await page.getByTestId('add-group').click();
  await expect(page).toHaveURL(new RegExp(`/campaigns/${draft.id}/packages/create$`));
  await expect(page).toHaveTitle('Novo grupo · Verba');
  await page.getByTestId('group-name').fill('Grupo de retargeting');
  // Over the campaign: R$ 500 + R$ 400 > R$ 800 — the domain rule, shown before any call.
  await page.getByTestId('group-budget').fill('400,00');
  await page.getByTestId('group-save').click();
  await expect(page.getByText('A soma dos orçamentos dos grupos ativos')).toBeVisible();
  await page.getByTestId('group-budget').fill('200,00');
  await page.getByTestId('group-budget').blur();
  await expect(page.getByTestId('group-budget')).toHaveValue('R$ 200,00');
  await page.getByTestId('group-save').click();
  await expect(page).toHaveURL(/\/ad-groups\//);
  await expect(page.getByRole('heading', { name: 'Grupo de retargeting' })).toBeVisible();

  await page.getByTestId('add-strategy').click();
  await expect(page).toHaveURL(/\/lines\/create$/);
  await page.getByTestId('strategy-name').fill('Celulares em SP');
  await page.getByTestId('strategy-budget').fill('150,00');
  await page.getByTestId('strategy-bid-type').click();
  await page.getByRole('option', { name: 'CPM' }).click();
  await page.getByTestId('strategy-bid-amount').fill('12,00');
  // Devices are chips (the wizard's strategy fields): the label is what one clicks.
  await page.getByText('Celular', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Celular' })).toBeChecked();
  if (shots) await page.screenshot({ path: `${shots}/strategy-form-1366.png`, fullPage: true });
  await page.getByTestId('strategy-save').click();
  await expect(page).toHaveURL(/\/lines\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Celulares em SP' })).toBeVisible();
  await expect(page.getByText('Celular', { exact: true })).toBeVisible();

  // Pause and activate the new group in place on the campaign's page.
  await page.goto(`/campaigns/${draft.id}`);
  const group = page.getByTestId('group-card').filter({ hasText: 'Grupo de retargeting' });
  await group.getByTestId('group-toggle').click();
  await expect(group.getByTestId('group-status')).toHaveText('Pausada');
  await expect(group.getByTestId('group-toggle')).toHaveText('Ativar');
  // Inside the paused group the strategy cannot be switched: the rule says why.
  await expect(group.getByTestId('strategy-toggle')).toHaveAttribute('data-disabled', 'true');
  await group.getByTestId('group-toggle').click();
  await expect(group.getByTestId('group-status')).toHaveText('Ativa');
});

test('at 390 px the list and the detail show their money without sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ursula.email, ursula.password, ursula.name);
  const name = `Celular ${Date.now()}`;
  const draft = await createDraft(page, name);
  await page.goto(`/campaigns?q=${encodeURIComponent(name)}`);
  await expect(page.getByTestId('campaign-row')).toHaveCount(1);
  await expect(page.getByTestId('campaign-budget')).toHaveText('R$ 800,00');
  await expect(page.getByTestId('filters-toggle')).toHaveText('Filtros');
  await expect(page.getByTestId('campaign-budget')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/list-390.png`, fullPage: true });
  await page.goto(`/campaigns/${draft.id}`);
  await expect(page.getByTestId('detail-budget')).toHaveText('R$ 800,00');
  await expectNoSidewaysScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/detail-390.png`, fullPage: true });
});
