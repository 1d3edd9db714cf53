import { expect, test } from '@playwright/test';
import { compactVerify, createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet } from 'jose';
import { parsePixBrCode, type PixCobrancaPayload } from '@verba/domain';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };

/**
 * Issue 9, dynamic Pix: a Pix order's payment page shows the QR code and the "copia e cola" code
 * of a dynamic charge; the location that code names answers, without a session, a JWS signed by
 * the key its `jku` publishes, whose status follows the order (ATIVA, then CONCLUIDA once paid).
 */
test('Pix payment page: dynamic code, its QR image, and the signed charge at its location', async ({
  page,
  request,
}) => {
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('create a Pix order of R$ 600,00 for Café Serra Azul', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Finanças' }).click();
    await page.getByRole('tab', { name: 'Pagamentos' }).click();
    await page.getByRole('button', { name: 'Novo pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo pagamento' });
    await dialog.getByRole('combobox', { name: 'Anunciante' }).click();
    await page.getByRole('option', { name: /Café Serra Azul/ }).click();
    await dialog.getByLabel('Valor').fill('600,00');
    await dialog.getByRole('radio', { name: 'Pix' }).check();
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}\/payment$/);
  });

  const code = page.getByTestId('copy-value');
  let location = '';
  await test.step('the page shows the QR image and a dynamic code naming a location', async () => {
    await expect(code).toBeVisible();
    const payload = (await code.textContent())!.trim();
    const info = parsePixBrCode(payload);
    expect(info.pointOfInitiation).toBe('dynamic');
    expect(info.url).toMatch(/\/pix\/qr\/v2\/[0-9a-f]{32}$/);
    location = `http://${info.url}`;
    const qr = page.getByRole('img', { name: /QR code/i });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(200);
  });

  const charge = async () => {
    const answer = await request.get(location);
    expect(answer.status()).toBe(200);
    const jws = await answer.text();
    const { jku } = decodeProtectedHeader(jws);
    const jwks = (await (await request.get(jku!)).json()) as JSONWebKeySet;
    const { payload } = await compactVerify(jws, createLocalJWKSet(jwks));
    return JSON.parse(new TextDecoder().decode(payload)) as PixCobrancaPayload;
  };

  await test.step('the location answers the signed charge: R$ 600,00, active', async () => {
    expect(await charge()).toMatchObject({ valor: { original: '600.00' }, status: 'ATIVA' });
  });

  await test.step('paid with the sandbox button, the charge reads concluded', async () => {
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
    expect((await charge()).status).toBe('CONCLUIDA');
  });
});
