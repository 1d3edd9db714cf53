import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };

const reachFigure = (page: Page) => page.getByTestId('combination-reach').locator('p').nth(1);

/** Issue 10, audiences: the catalogue without login, a combination's reach, favourites once signed in. */
test('explore audiences, build a combination and star a favourite', async ({ page }) => {
  await page.goto('/audiences');
  await expect(page).toHaveTitle('Públicos · Verba');
  await expect(page.getByRole('heading', { name: 'Públicos', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveCount(0);

  // Browse: the tree opens onto a category's children.
  await page.getByRole('button', { name: 'Abrir Gênero' }).click();
  await expect(page.getByRole('button', { name: 'Feminino', exact: true })).toBeVisible();

  // Search without accents, open a segment and see its reach.
  await page.getByLabel('Pesquisar segmentos').fill('genero');
  await expect(page).toHaveURL(/search=genero/);
  const row = page.getByTestId('segment-row').filter({ hasText: 'Gênero' }).first();
  await row.getByRole('button', { name: 'Gênero', exact: true }).click();
  const detail = page.getByRole('region', { name: 'Segmento' });
  await expect(detail.getByRole('heading', { name: 'Gênero' })).toBeVisible();
  await expect(detail.getByTestId('segment-reach')).toHaveText(/^\d+(,\d)?\smi pessoas$/);
  await detail.getByRole('button', { name: 'Masculino' }).click();
  await expect(detail.getByRole('heading', { name: 'Masculino' })).toBeVisible();

  // Combination: two segments, then a state narrows the reach.
  await expect(reachFigure(page)).toHaveText(/^156\smi pessoas$/);
  await detail.getByRole('button', { name: 'Adicionar à combinação' }).click();
  await page.getByLabel('Pesquisar segmentos').fill('viagem');
  await page
    .getByTestId('segment-row')
    .filter({ hasText: 'Viagens e turismo' })
    .getByRole('button', { name: 'Adicionar Viagens e turismo à combinação' })
    .click();
  const combination = page.getByTestId('combination-segments');
  await expect(combination).toContainText('Masculino');
  await expect(combination).toContainText('Viagens e turismo');
  await expect(page.getByText('Segmentos (2 de 10)')).toBeVisible();
  const everywhere = await reachFigure(page).innerText();
  expect(everywhere).not.toMatch(/^156\s/);
  await page.getByRole('combobox', { name: 'Estados' }).click();
  await page.getByRole('option', { name: 'São Paulo (SP)' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/states=/);
  await expect(reachFigure(page)).not.toHaveText(everywhere);
  await page.getByRole('combobox', { name: 'Cidades' }).fill('Belo Horiz');
  await page.getByRole('option', { name: 'Belo Horizonte (MG)' }).click();
  await expect(page.getByRole('button', { name: 'Remover Belo Horizonte (MG)' })).toBeVisible();

  // The combination lives in the URL: a reload shows it again.
  await page.reload();
  await expect(page.getByTestId('combination-segments')).toContainText('Viagens e turismo');
  await expect(page.getByRole('button', { name: 'Remover Belo Horizonte (MG)' })).toBeVisible();

  // Content categories.
  await page.getByRole('tab', { name: 'Categorias de conteúdo' }).click();
  await expect(page.getByTestId('content-category-row').filter({ hasText: 'Esportes' })).toBeVisible();

  // Signed in: the app shell, the nav entry and a star that lands in Favoritos.
  await signIn(page, demoUser.email, demoUser.password, demoUser.name);
  await page.getByRole('navigation').getByRole('link', { name: 'Públicos' }).click();
  await expect(page.getByRole('heading', { name: 'Públicos', level: 1 })).toBeVisible();
  await page.getByLabel('Pesquisar segmentos').fill('esporte');
  const sports = page.getByTestId('segment-row').filter({ hasText: 'Esportes' }).first();
  await sports.getByRole('button', { name: 'Favoritar Esportes' }).click();
  await expect(sports.getByRole('button', { name: 'Remover Esportes dos favoritos' })).toBeVisible();
  await page.getByRole('tab', { name: 'Favoritos' }).click();
  await expect(page.getByTestId('segment-row').filter({ hasText: 'Esportes' })).toBeVisible();
});

test('audience search finds the advertiser’s own words in pt-BR and es, with the path of deep segments', async ({
  page,
  baseURL,
}) => {
  await page.goto('/audiences');
  for (const typed of ['café', 'cafe', 'Café']) {
    await page.getByLabel('Pesquisar segmentos').fill(typed);
    const coffee = page.getByTestId('segment-row').first();
    await expect(coffee.getByRole('button', { name: 'Café', exact: true })).toBeVisible();
    await expect(coffee.getByTestId('segment-path')).toHaveText(
      'Bens de consumo embalados › Comestíveis › Bebidas › Café e chá',
    );
  }
  await page.getByLabel('Pesquisar segmentos').fill('smartphone');
  await expect(
    page.getByTestId('segment-row').filter({ hasText: 'Celulares e acessórios' }).first(),
  ).toBeVisible();
  await page.getByLabel('Pesquisar segmentos').fill('xyzzy');
  await expect(page.getByText('Nenhum segmento encontrado')).toBeVisible();

  await page.context().addCookies([{ name: 'language', value: 'es', url: baseURL! }]);
  await page.goto('/audiences?search=caf%C3%A9');
  const cafe = page.getByTestId('segment-row').first();
  await expect(cafe.getByRole('button', { name: 'Café', exact: true })).toBeVisible();
  await expect(cafe.getByTestId('segment-path')).toHaveText(
    'Productos de consumo envasados › Comestibles › Bebidas › Café y té',
  );
});

test('the audience catalogue fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/audiences?search=viagem&pick=719&states=SP');
  await expect(page.getByTestId('segment-row').first()).toBeVisible();
  await expect(page.getByTestId('combination-segments')).toContainText('Viagens');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
