import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * The demo administrator edits the company address with the CEP lookup. The test server has no
 * CEP providers (ZIPCODE_PROVIDERS empty), so the lookup answers `unavailable` with the state from
 * the CEP's range: the form says the service did not answer, and the rest of the address is typed,
 * the city picked from the state's IBGE municipalities.
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
  await expect(page.getByTestId('zipcode-hint')).toHaveText(
    'O serviço de consulta de CEP não respondeu agora. Preenchemos o estado pela faixa do CEP; digite o restante do endereço.',
  );
  // Nothing is locked: what was typed stays, and the city list is Rio de Janeiro's municipalities.
  await expect(page.getByLabel('Logradouro')).toBeEditable();
  const city = page.getByRole('combobox', { name: 'Cidade' });
  await city.fill('niter');
  await page.getByRole('option', { name: 'Niterói' }).click();
  await expect(city).toHaveValue('Niterói');
  await city.fill('sao');
  await expect(page.getByRole('option', { name: 'São Gonçalo', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: 'São Paulo', exact: true })).toHaveCount(0);

  await page.getByLabel('Logradouro').fill('Avenida Rio Branco');
  await page.getByLabel('Número').fill('156');
  await page.getByLabel('Bairro').fill('Centro');
  await city.fill('Rio de Janeiro');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Dados da empresa atualizados.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('CEP')).toHaveValue('20040-020');
  await expect(page.getByLabel('Logradouro')).toHaveValue('Avenida Rio Branco');
  await expect(page.getByRole('combobox', { name: 'Cidade' })).toHaveValue('Rio de Janeiro');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('Rio de Janeiro (RJ)');
});
