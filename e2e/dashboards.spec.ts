import { expect, test } from '@playwright/test';
import { waitForMail } from './support/mailbox';
import { signIn, signOut } from './support/session';

// A plain user: every role of the company may make dashboards (spec §6: reports). Nothing is published.
const demoUser = { email: 'usuario@verba.demo', password: 'verba-demo-2026', name: 'Úrsula Usuária' };
const staff = { email: 'staff@verba.demo', password: 'verba-demo-2026', name: 'Sérgio Staff' };

/**
 * Issue 29, dashboards: a report from /reports becomes a widget of a new board; the board gets a
 * map of Brazil by state and is saved; "Solicitar dashboard" reaches the staff queue, staff build
 * the board and the requester is e-mailed; an advertiser's overview is there without setup.
 */
test('add a report to a new dashboard, arrange it, request one that staff build, see an advertiser overview', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const boardName = `Painel e2e ${suffix}`;
  const requestText = `Painel por estado e campanha para o cliente (e2e ${suffix}).`;

  await signIn(page, demoUser.email, demoUser.password, demoUser.name);

  await test.step('"Adicionar ao dashboard" from /reports makes a new board with the report as a line', async () => {
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await expect(page.getByTestId('report-watermark')).toBeVisible();
    await page.getByTestId('add-to-dashboard').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('add-widget-board-name').fill(boardName);
    await expect(dialog.getByTestId('add-widget-kind').getByRole('radio', { name: 'Linha' })).toBeChecked();
    await dialog.getByTestId('add-widget-title').fill('Entrega por dia');
    await dialog.getByTestId('add-widget-submit').click();
    await expect(page).toHaveURL(/\/dashboards\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('dashboard-title')).toHaveText(boardName);
    await expect(page.getByTestId('dashboard-widget')).toHaveCount(1);
    await expect(page.getByTestId('dashboard-widget').first()).toContainText('Entrega por dia');
  });

  await test.step('arrange: add the map of Brazil by state, a map of a device report is refused with the server message', async () => {
    await page.getByTestId('dashboard-edit').click();
    await page.getByTestId('dashboard-add-widget').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('add-widget-source').click();
    await page.getByRole('option', { name: 'Por dispositivo' }).click();
    await dialog.getByTestId('add-widget-kind').getByText('Mapa').click();
    await dialog.getByTestId('add-widget-submit').click();
    await expect(dialog).toContainText('O mapa precisa de um relatório por estado');
    await dialog.getByTestId('add-widget-source').click();
    await page.getByRole('option', { name: 'Onde entregou (por estado)' }).click();
    await dialog.getByTestId('add-widget-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('dashboard-widget')).toHaveCount(2);
    await expect(page.getByTestId('brazil-map').getByRole('listitem')).toHaveCount(27);
    await page.getByTestId('dashboard-save').click();
    await expect(page.getByTestId('dashboard-edit')).toBeVisible();
    // The period of the whole board.
    await page.getByTestId('dashboard-range').click();
    await page.getByRole('option', { name: 'Últimos 7 dias' }).click();
    await page.reload();
    await expect(page.getByTestId('dashboard-widget')).toHaveCount(2);
    await expect(page.getByTestId('dashboard-range')).toHaveValue('Últimos 7 dias');
    await expect(page).toHaveURL(/period=last_7_days/);
    // Every widget says until when its data is complete.
    await expect(page.getByTestId('widget-data-until').first()).toContainText(/Dados até .*\d{2}:\d{2}/);
    // A custom range (São Paulo days) is kept in the URL and saved as the board's period.
    await page.getByTestId('dashboard-range').click();
    await page.getByRole('option', { name: 'Personalizado' }).click();
    await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await page.getByTestId('dashboard-range-from').fill('05/01/2026');
    await expect(page).toHaveURL(/from=2026-01-05/);
    const boardUrl = page.url().replace(/\?.*$/, '');
    await page.goto(boardUrl);
    await expect(page.getByTestId('dashboard-range')).toHaveValue('Personalizado');
    await expect(page.getByTestId('dashboard-range-from')).toHaveValue('05/01/2026');
  });

  await test.step('"Solicitar dashboard" lands in the company\'s requests', async () => {
    await page.getByRole('link', { name: 'Dashboards' }).first().click();
    await expect(page.getByTestId('dashboard-card').filter({ hasText: boardName })).toBeVisible();
    await page.getByTestId('dashboard-request-open').click();
    await page.getByTestId('dashboard-request-description').fill(requestText);
    await page.getByTestId('dashboard-request-submit').click();
    await expect(page.getByTestId('dashboard-request-sent')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).first().click();
    await expect(page.getByTestId('dashboard-requests')).toContainText(requestText);
  });

  await test.step('an advertiser overview is ready without setup', async () => {
    await page.getByTestId('advertiser-overviews').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/dashboards\/advertisers\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('advertiser-overview-title')).toContainText('Visão geral:');
    await expect(page.getByTestId('advertiser-overview-balance')).toContainText('R$');
    await expect(page.getByTestId('advertiser-overview-pacing')).toBeVisible();
    await expect(page.getByTestId('dashboard-widget')).toHaveCount(8);
    // KPIs compare with the previous period; the overview's period goes to the URL.
    await expect(page.getByTestId('kpi-change').first()).toContainText(/período anterior/);
    await page.getByTestId('dashboard-range').click();
    await page.getByRole('option', { name: 'Este mês' }).click();
    await expect(page).toHaveURL(/period=this_month/);
  });

  await signOut(page, demoUser.name);

  await test.step('staff build the requested board; the requester is e-mailed the link', async () => {
    await signIn(page, staff.email, staff.password, staff.name);
    await page.getByRole('button', { name: `Menu da conta de ${staff.name}` }).click();
    await page.getByRole('menuitem', { name: 'Solicitações de dashboard' }).click();
    await expect(page).toHaveURL(/\/staff\/dashboard-requests$/);
    const request = page.getByTestId('staff-dashboard-request').filter({ hasText: requestText });
    await request.getByTestId('staff-dashboard-build').click();
    await page.getByTestId('staff-dashboard-name').fill(`Pedido ${suffix}`);
    await page.getByTestId('staff-dashboard-build-submit').click();
    await expect(request).toHaveCount(0);
    // Staff were e-mailed when the request landed.
    await waitForMail(page.request, staff.email, /Úrsula Usuária, de .+, solicitou um dashboard/);
    const link = await waitForMail(page.request, demoUser.email, /(\/dashboards\/[0-9a-f-]{36})/);
    expect(link).toMatch(/^\/dashboards\//);
  });
});
