import { expect, test } from '@playwright/test';
import { expectSignedIn } from './support/session';

/**
 * Issue 9, "The first load": the login page loads only its own translations and no form library or
 * zod; the sign-in form still validates with the shared rules, and every page after it shows every
 * text in the chosen language (the other namespaces load on leaving the login page).
 */
const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

test('the sign-in form validates with the shared rules, answers a wrong password and signs in', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entre na sua conta' })).toBeVisible();
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Senha', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });

  await test.step('an empty submit: both fields required, the first one focused', async () => {
    await submit.click();
    await expect(page.getByText('Campo obrigatório.')).toHaveCount(2);
    await expect(email).toBeFocused();
  });

  await test.step('after a submit, each change is checked again', async () => {
    await email.fill('nao-e-um-email');
    await expect(page.getByText('E-mail inválido.')).toBeVisible();
    await email.fill(demoManager.email);
    await expect(page.getByText('E-mail inválido.')).toHaveCount(0);
    await expect(page.getByText('Campo obrigatório.')).toHaveCount(1);
  });

  await test.step('a wrong password is refused with the server message', async () => {
    await password.fill('senha-errada-123');
    await submit.click();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  });

  await test.step('the right password signs in, and the app is translated', async () => {
    await password.fill(demoManager.password);
    await submit.click();
    await expectSignedIn(page, demoManager.name);
    await expect(page.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
    await page.getByRole('navigation').getByRole('link', { name: 'Anunciantes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Anunciantes' })).toBeVisible();
    await expect(page).toHaveTitle('Anunciantes · Verba');
  });

  await test.step('a reload on a signed-in page and a missing page are translated too', async () => {
    await page.goto('/finances');
    await expect(page.getByRole('heading', { level: 1, name: 'Finanças' })).toBeVisible();
    await expect(page).toHaveTitle('Finanças · Verba');
    await page.goto('/no-such-page-first-load');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Finanças' })).toBeVisible();
  });
  expect(problems).toEqual([]);
});

test('a visitor who picks English on the login page reads English on the next public pages', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Required field.')).toHaveCount(2);

  await page.getByRole('link', { name: 'Create account' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Verba terms of use' })).toBeVisible();
  await page.goto('/orders/no-such-order/payment');
  await expect(page.getByText('Payment order not found')).toBeVisible();
});
