import { expect, test, type Page } from '@playwright/test';
import { formatDate } from '@verba/domain/formats';
import { withdrawalSettlementDate } from '@verba/domain/calendar/business-days';
import { randomCnpj } from './support/people';
import { signIn } from './support/session';

const demoManager = { email: 'admin@verba.demo', password: 'verba-demo-2026', name: 'Ana Administradora' };
/** The demo agency's CNPJ (packages/core/src/demo/seed-demo.ts), as the bank account holder. */
const demoCompanyCnpj = '11.222.333/0001-81';

async function createAdvertiser(page: Page, displayName: string) {
  await page.getByRole('navigation').getByRole('link', { name: 'Anunciantes' }).click();
  await page.getByRole('link', { name: 'Novo anunciante' }).first().click();
  await expect(page).toHaveURL(/\/advertisers\/create$/);
  await page
    .getByRole('textbox', { name: 'Nome', exact: true })
    .fill(`${displayName} Comércio de Alimentos Ltda`);
  await page.getByLabel('Nome de exibição').fill(displayName);
  await page.getByLabel('Site').fill('paoquente.com.br');
  await page.getByLabel('CPF ou CNPJ do responsável').fill('529.982.247-25');
  await page.getByLabel('Nome do responsável').fill('Maria Souza');
  await page.getByLabel('Documento fiscal da empresa').fill(randomCnpj());
  const zipcode = page.getByLabel('CEP');
  await zipcode.pressSequentially('01310100');
  // The CEP lookup (offline fallback on the test server) fills the state; type the rest after it.
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('São Paulo (SP)');
  await page.getByLabel('Logradouro').fill('Avenida Paulista');
  await page.getByLabel('Número').fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('São Paulo');
  await page.getByRole('button', { name: 'Cadastrar anunciante' }).click();
  await expect(page.getByText('Anunciante cadastrado.')).toBeVisible();
}

/**
 * Issue 3's journey: the demo administrator creates an advertiser, adds R$ 500,00 by Pix, pays it
 * on the sandbox payment page, sees R$ 501,00 (with the symbolic R$ 1,00) and the CREDIT entry,
 * adds the company's main bank account and withdraws part of the 5 % agency cashback (R$ 25,00),
 * seeing the R$ 3,67 fee and the settlement date. On the way, the payment's invoice is asked for and issued.
 */
test('advertiser → Pix order → sandbox payment → balance and CREDIT entry → bank account → withdrawal with fee and date', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const displayName = `Pão Quente ${Date.now().toString(36).slice(-4)}`;
  await signIn(page, demoManager.email, demoManager.password, demoManager.name);

  await test.step('create an advertiser', () => createAdvertiser(page, displayName));

  await test.step('its page offers to add funds, with the advertiser already chosen', async () => {
    await page.getByRole('button', { name: 'Adicionar saldo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo pagamento' });
    await expect(dialog.getByRole('combobox', { name: 'Anunciante' })).toHaveValue(new RegExp(displayName));
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('create a Pix order of R$ 500,00 in /finances', async () => {
    await page.getByRole('navigation').getByRole('link', { name: 'Finanças' }).click();
    await expect(page.getByRole('heading', { name: 'Finanças' })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: 'Ambiente de testes (sandbox)' })).toBeVisible();
    await page.getByRole('tab', { name: 'Pagamentos' }).click();
    await page.getByRole('button', { name: 'Novo pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo pagamento' });
    await dialog.getByRole('combobox', { name: 'Anunciante' }).click();
    await page.getByRole('option', { name: new RegExp(displayName) }).click();
    // Below the minimum: the same message as the server.
    const amount = dialog.getByLabel('Valor');
    await amount.fill('499,99');
    await amount.blur();
    await expect(dialog.getByText('O valor mínimo é R$ 500,00.')).toBeVisible();
    await amount.fill('500,00');
    await dialog.getByRole('radio', { name: 'Pix' }).check();
    await dialog.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9_-]{22}\/payment$/);
  });

  await test.step('pay it with the sandbox button and see it paid', async () => {
    await expect(page.getByText('R$ 500,00').first()).toBeVisible();
    // The e2e app runs in sandbox mode: the public payment page says so.
    await expect(page.getByRole('note').filter({ hasText: 'Ambiente de testes (sandbox)' })).toBeVisible();
    await page.getByRole('button', { name: 'Simular pagamento' }).click();
    await expect(page.getByText('Pagamento confirmado!')).toBeVisible({ timeout: 20_000 });
  });

  await test.step('see R$ 501,00 and the CREDIT entry in the wallet', async () => {
    await page.goto('/finances');
    const row = page.getByTestId('wallet-row').filter({ hasText: displayName });
    await expect(row.getByTestId('wallet-balance')).toHaveText('R$ 501,00');
    await row.getByRole('button', { name: 'Ver extrato', exact: true }).click();
    const statement = page.getByTestId('wallet-statement');
    await expect(statement.getByRole('heading', { name: `Extrato — ${displayName}` })).toBeVisible();
    const credit = statement.getByTestId('wallet-entry').filter({ hasText: 'Pagamento confirmado' });
    await expect(credit.getByText('Crédito', { exact: true })).toBeVisible();
    await expect(credit.getByText('+ R$ 500,00')).toBeVisible();
    await expect(credit.getByText('R$ 501,00')).toBeVisible();
    // The agency bonus: 5 % of R$ 500,00 in the company's cashback wallet.
    await expect(
      page.getByTestId('wallet-row').filter({ hasText: 'Carteira da empresa' }).getByTestId('wallet-balance'),
    ).not.toHaveText('R$ 0,00');
  });

  await test.step('open the invoice (NFS-e) of the payment and ask for it now', async () => {
    await page.getByRole('tab', { name: 'Pagamentos' }).click();
    const payment = page.getByTestId('payment-row').filter({ hasText: displayName });
    await expect(payment.getByText('Pago', { exact: true })).toBeVisible();
    await payment.getByRole('link', { name: 'Nota fiscal' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}\/nfse$/);
    await expect(page.getByTestId('invoice-status')).toHaveText('Agendada');
    await expect(
      page.getByText(/será emitida automaticamente em \d{2}\/\d{2}\/\d{4}, 30 dias após o pagamento/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Solicitar emissão agora' }).click();
    await expect(page.getByTestId('invoice-status')).toHaveText('Emitida', { timeout: 20_000 });
    await expect(page.getByTestId('invoice-number')).toHaveText(/^\d{8}$/);
    await expect(page.getByRole('link', { name: 'Baixar PDF' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para pagamentos' }).click();
  });

  await test.step('add the main bank account under the company CNPJ', async () => {
    await page.getByRole('tab', { name: 'Contas bancárias' }).click();
    await page.getByRole('button', { name: 'Adicionar conta' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Adicionar conta bancária' });
    await dialog.getByRole('combobox', { name: 'Banco', exact: true }).fill('341');
    await page.getByRole('option', { name: /^341 · / }).click();
    await dialog.getByLabel('Agência').fill('1234');
    await dialog.getByRole('textbox', { name: 'Conta', exact: true }).fill('12345');
    await dialog.getByLabel('Dígito').last().fill('1');
    await expect(dialog.getByLabel('CNPJ do titular')).toHaveValue(demoCompanyCnpj);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Conta bancária adicionada.')).toBeVisible();
    await expect(page.getByText('Principal').first()).toBeVisible();
  });

  await test.step('withdraw R$ 20,00 of cashback: fee R$ 3,67 and the settlement date', async () => {
    await page.getByRole('tab', { name: 'Saques' }).click();
    await page.getByLabel('Valor do saque').pressSequentially('20');
    await expect(page.getByTestId('withdrawal-fee')).toHaveText('R$ 3,67');
    await expect(page.getByTestId('withdrawal-total')).toHaveText('R$ 23,67');
    const settlement = formatDate(withdrawalSettlementDate(new Date()), 'pt_BR');
    await expect(page.getByTestId('withdrawal-settlement-date')).toHaveText(settlement);
    await page.getByRole('button', { name: 'Solicitar saque' }).click();
    await expect(
      page.getByText(`Saque de R$ 20,00 solicitado. Previsão de crédito: ${settlement}.`),
    ).toBeVisible();
  });
});
