import { expect, test } from '@playwright/test';
import { waitForCode } from './support/mailbox';
import { expectSignedIn } from './support/session';

const gustavo = { email: 'gestor@verba.demo', password: 'verba-demo-2026', name: 'Gustavo Gestor' };

/**
 * Finding 7 of issue 8: the code step carries the challenge of the password step (kept in the
 * tab's sessionStorage, so a reload keeps it) and signs in only with it.
 */
test('two-factor sign-in: password → code screen (survives a reload) → code → signed in', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/v1/login', {
    data: { email: gustavo.email, password: gustavo.password },
  });
  const { access_token: token, user } = (
    (await login.json()) as { data: { access_token: string; user: { id: string } } }
  ).data;
  const setTwoFactor = (on: boolean) =>
    request.put(`/api/v1/users/${user.id}/two-factor-authentication`, {
      headers: { authorization: `Bearer ${token}` },
      data: { use_2fa: on },
    });
  expect((await setTwoFactor(true)).ok()).toBe(true);

  try {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(gustavo.email);
    await page.getByLabel('Senha', { exact: true }).fill(gustavo.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('verba.token'))).toBeNull();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
    await page.getByLabel('Código de verificação').fill(await waitForCode(request, gustavo.email));
    await page.getByRole('button', { name: 'Verificar e entrar' }).click();
    await expectSignedIn(page, gustavo.name);
  } finally {
    await setTwoFactor(false);
  }
});
