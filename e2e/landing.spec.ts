import { expect, test } from '@playwright/test';

test('the landing page shows the claim and the login form', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });

  await page.goto('/');
  await expect(page).toHaveTitle(/Verba/);
  await expect(page.getByText(/156/).first()).toBeVisible();
  await expect(page.getByLabel(/e-mail/i).first()).toBeVisible();
  await expect(page.getByLabel(/senha/i).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page-e2e');
  expect(response?.status()).toBe(200);
  await expect(page.getByText(/404|não encontrada/i).first()).toBeVisible();
});
