import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * The demo administrator edits the company address with the CEP lookup. The test server has no
 * CEP providers (ZIPCODE_PROVIDERS empty), so the offline fallback answers: it knows the state of
 * every valid CEP, and the rest of the address is typed.
 */
test('the demo administrator edits the company address with the CEP lookup', async ({ page }) => {
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);
  await page.getByRole('navigation').getByRole('link', { name: 'Empresa' }).click();
  await expect(page).toHaveURL(/\/company\/edit$/);
  await expect(page.getByRole('heading', { name: 'Dados da empresa' })).toBeVisible();
  await expect(page.getByLabel('Razão social')).toHaveValue('Agência Demo Publicidade Ltda');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo (SP)');

  // A CEP in Rio de Janeiro: the lookup fills the state.
  const zipcode = page.getByLabel('CEP');
  await zipcode.clear();
  await zipcode.pressSequentially('20040020');
  await expect(zipcode).toHaveValue('20040-020');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Rio de Janeiro (RJ)');

  await page.getByLabel('Logradouro').fill('Avenida Rio Branco');
  await page.getByLabel('Número').fill('156');
  await page.getByLabel('Bairro').fill('Centro');
  await page.getByLabel('Cidade').fill('Rio de Janeiro');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados da empresa atualizados.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('CEP')).toHaveValue('20040-020');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Rio Branco');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Rio de Janeiro (RJ)');
});
