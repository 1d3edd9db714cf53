import { expect, test } from '@playwright/test';
import { signIn } from './support/session';

const ana = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
const ursula = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };

/**
 * Issue 27: an advertiser's YouTube channel connected through the app's Google sandbox (its consent
 * page), listed with who connected it and where it is used, then disconnected after confirming; a
 * `user` cannot connect the advertiser's ad accounts.
 */
test('connect a YouTube channel through the Google sandbox, then disconnect it', async ({ page }) => {
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto('/advertisers');
  // Café Serra Azul: Ótica Visão Clara has the demo's YouTube connection; Café has only its
  // Facebook Page (seed-demo-connections.ts).
  await page.getByRole('link', { name: 'Café Serra Azul' }).first().click();
  await page.getByRole('link', { name: 'Conexões' }).click();
  await expect(page.getByRole('heading', { name: 'Conexões', level: 1 })).toBeVisible();
  await expect(page.getByTestId('connection').filter({ hasText: 'Canal do YouTube' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Conectar canal do YouTube' }).click();
  // The sandbox's "Sign in with Google": choose the account, then allow (consent page in pt-BR).
  await page.waitForURL(/\/sandbox\/google\/o\/oauth2\/v2\/auth/);
  await page.getByText('Ana Souza').click();
  await page.getByRole('button', { name: 'Permitir' }).click();

  await page.waitForURL(/\/advertisers\/[^/]+\/connections$/, { timeout: 20_000 });
  const card = page.getByTestId('connection').filter({ hasText: 'Canal do YouTube' });
  await expect(card).toContainText('Canal do YouTube');
  await expect(card).toContainText('Café da Vila');
  await expect(card).toContainText(`Conectada por ${ana.name}`);
  await expect(card.getByTestId('connection-status')).toHaveText('Ativa');

  await card.getByRole('button', { name: 'Desconectar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desconectar?' });
  await expect(dialog).toContainText('o acesso é revogado na plataforma');
  await dialog.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByTestId('connection').filter({ hasText: 'Canal do YouTube' })).toHaveCount(0);
  await expect(page.getByText('Desconectadas recentemente')).toBeVisible();
});

test('a user may connect a YouTube channel but not the advertiser’s ad accounts', async ({ page }) => {
  await signIn(page, ursula.email, ursula.password, ursula.name);
  await page.goto('/advertisers');
  await page.getByRole('link', { name: 'Ótica Visão Clara' }).first().click();
  await page.getByRole('link', { name: 'Conexões' }).click();
  await expect(page.getByRole('button', { name: 'Conectar canal do YouTube' })).toBeEnabled();
  await expect(
    page.getByRole('button', { name: 'Conectar conta do Google Ads (somente leitura)' }),
  ).toBeDisabled();
});

test('a callback that is not the user’s shows the translated reason', async ({ page }) => {
  await signIn(page, ana.email, ana.password, ana.name);
  await page.goto('/google-oauth-redirect?state=forjado&code=4%2Fabc');
  await expect(page.getByRole('heading', { name: 'Não foi possível conectar' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Esta autorização não foi iniciada por você');
});
