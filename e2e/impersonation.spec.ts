import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './support/session';

const password = 'verba-demo-2026';
const ana = { email: 'admin@verba.demo', name: 'Ana Administradora' };
const ursula = { email: 'usuario@verba.demo', name: 'Úrsula Usuária' };
const staff = { email: 'staff@verba.demo', name: 'Sérgio Staff' };

/** Signs in through the API (a second session of the same user) and answers its token and id. */
async function apiSession(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/login', { data: { email, password } });
  expect(login.ok()).toBe(true);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const me = await request.get('/api/v1/users/me', { headers: { authorization: `Bearer ${token}` } });
  const id = ((await me.json()) as { data: { id: string } }).data.id;
  return { token, id };
}

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('verba.token'),
    original: localStorage.getItem('verba.original_token'),
    impersonating: localStorage.getItem('verba.impersonating'),
  }));

/** Finding 2 of issue 8: a link alone never switches a signed-in user into another account. */
test('an /impersonate link with an access token instead of a grant changes nobody’s session', async ({
  page,
  request,
}) => {
  const attacker = await apiSession(request, ursula.email);
  await signIn(page, ana.email, password, ana.name);
  const before = await storedTokens(page);

  await page.goto(
    `/impersonate?token=${attacker.token}&original_token=${attacker.token}&grant=${attacker.token}&return=/finances`,
  );
  await expect(page.getByRole('heading', { name: 'Acessar como outro usuário' })).toBeVisible();
  await expect(
    page.getByText(
      'Apenas a equipe da plataforma pode usar links de acesso como usuário. Sua sessão não foi alterada.',
    ),
  ).toBeVisible();
  expect(await storedTokens(page)).toEqual(before);

  await page.goto('/');
  await expectSignedIn(page, ana.name);
});

test('staff: grant link → confirm whom to act as → banner → stop, back to their own session; cancel changes nothing', async ({
  page,
  request,
}) => {
  const staffApi = await apiSession(request, staff.email);
  const target = await apiSession(request, ursula.email);
  const grantLink = async (returnUrl: string) => {
    const res = await request.post('/api/v1/impersonation', {
      headers: { authorization: `Bearer ${staffApi.token}` },
      data: { user_id: target.id, return_url: returnUrl },
    });
    expect(res.ok()).toBe(true);
    const { link } = ((await res.json()) as { data: { link: string } }).data;
    const url = new URL(link);
    return `${url.pathname}${url.search}`;
  };

  await test.step('a signed-out visitor is refused and nothing is stored', async () => {
    await page.goto(await grantLink('/advertisers'));
    await expect(
      page.getByText('Entre com sua conta da equipe da plataforma e abra o link de novo.'),
    ).toBeVisible();
    expect(await storedTokens(page)).toEqual({ token: null, original: null, impersonating: null });
  });

  await signIn(page, staff.email, password, staff.name);

  await test.step('cancel: the staff session stays as it was', async () => {
    const before = await storedTokens(page);
    await page.goto(await grantLink('/advertisers'));
    await expect(page.getByText(`Você vai agir como ${ursula.name}`)).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectSignedIn(page, staff.name);
    expect(await storedTokens(page)).toEqual(before);
  });

  await test.step('confirm: act as the user on the return page, then stop', async () => {
    await page.goto(await grantLink('/advertisers'));
    await expect(page.getByText(`Você vai agir como ${ursula.name}`)).toBeVisible();
    await page.getByRole('button', { name: `Acessar como ${ursula.name}` }).click();
    await expect(page).toHaveURL(/\/advertisers$/);
    await expect(page.getByText(/Você está acessando como Úrsula Usuária/)).toBeVisible();
    await page.getByRole('button', { name: 'Parar de personificar' }).first().click();
    await expectSignedIn(page, staff.name);
    await expect(page.getByText(/Você está acessando como/)).toBeHidden();
  });
});
