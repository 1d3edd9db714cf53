import { expect, type Page } from '@playwright/test';

/** Signs in from the landing page (pt-BR labels) and waits for the home of the signed-in user. */
export async function signIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expectSignedIn(page, name);
}

export async function expectSignedIn(page: Page, name: string) {
  await expect(page.getByRole('button', { name: `Menu da conta de ${name}` })).toBeVisible();
}

/** Signs out through the user menu and waits for the landing page. */
export async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Menu da conta de ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
}
