import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/session';

const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };

const visible = (page: Page, testId: string) => page.getByTestId(testId).filter({ visible: true });

test('issue-10 screens name their tab; /creatives filters by advertiser in the URL and shows short names', async ({
  page,
}) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);

  await page.getByRole('link', { name: 'Criativos' }).first().click();
  await expect(page).toHaveTitle('Criativos · Verba');
  await expect(visible(page, 'creative-row').first()).toBeVisible();
  // The display name, not the legal one ("… Comércio de Artigos Ópticos Ltda"), in the list.
  await expect(page.getByText('Comércio de Artigos Ópticos')).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Filtrar por anunciante' }).click();
  await page.getByRole('option', { name: 'Café Serra Azul' }).click();
  await expect(page).toHaveURL(/advertiser=[0-9a-f-]{36}/);
  const rows = visible(page, 'creative-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Ótica Visão Clara' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Filtrar por anunciante' })).toHaveValue('Café Serra Azul');

  await page.getByRole('link', { name: 'Listas' }).first().click();
  await expect(page).toHaveTitle('Listas · Verba');
  await page.getByRole('link', { name: 'Sites bloqueados' }).click();
  await expect(page).toHaveTitle('Lista · Verba');

  await page.getByRole('link', { name: 'Pixels' }).first().click();
  await expect(page).toHaveTitle('Pixels · Verba');
  await page.getByRole('link', { name: 'Loja virtual Café Serra Azul' }).click();
  await expect(page).toHaveTitle('Grupo de pixel · Verba');
});
