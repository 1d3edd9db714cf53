import { describe, expect, it } from 'vitest';
import { languages } from '@verba/domain';
import { renderEmail, type EmailParams, type EmailTemplate } from './templates';

const samples: { [T in EmailTemplate]: EmailParams[T] } = {
  campaign_processing: {
    name: 'Ana',
    campaign: 'Black Friday',
    edited: true,
    url: 'https://app.verba.test/campaigns/0b7c',
  },
  support_request_received: { name: 'Ana', company: 'Agência Sol', subject: 'Boleto vencido', url: 'https://app.verba.test/staff/support' },
  support_reply: { name: 'Ana', subject: 'Boleto vencido', reply: 'Geramos a 2ª via.', url: 'https://app.verba.test/support/x' },
  dashboard_ready: {
    name: 'Ana',
    dashboard: 'Painel semanal',
    url: 'https://app.verba.test/dashboards/0b7c',
  },
  dashboard_request_received: {
    name: 'Sérgio',
    company: 'Agência Sol',
    requester: 'Ana',
    advertiser: 'Padaria Pão Quente',
    url: 'https://app.verba.test/staff/dashboard-requests',
  },
  report_ready: { name: 'Ana', report: 'Semanal', rows: 120, url: 'https://app.verba.test/api/v1/reports/downloads/x', days: 7 },
  alert: { name: 'Ana', alert_type: 'campaign_stalled', kind: 'firing', params: { campaign: 'Verão', hours: 2 }, url: 'https://app.verba.test/campaigns/x' },
  confirmation_code: { name: 'Ana', code: '482913' },
  two_factor_code: { name: 'Ana', code: '105577' },
  password_reset: { name: 'Ana', url: 'https://app.verba.test/password/reset/tok?email=ana%40x.com' },
  invitation: {
    name: 'Bruno',
    inviter: 'Ana',
    company: 'Agência Demo',
    url: 'https://app.verba.test/password/create/tok?email=b%40x.com',
  },
  invitation_blocked: { name: 'Ana' },
  email_in_use: { name: 'Ana' },
  email_change_confirm: {
    name: 'Ana',
    email: 'ana@nova.com',
    url: 'https://app.verba.test/confirm-email?token=tok',
    hours: 24,
  },
  email_changed: { name: 'Ana', email: 'ana@nova.com' },
  password_changed: { name: 'Ana' },
  account_exists: {
    name: 'Ana',
    login_url: 'https://app.verba.test/',
    reset_url: 'https://app.verba.test/forgot-password',
  },
  withdrawal_failed: {
    name: 'Ana',
    company: 'Agência Demo',
    amount: 'R$ 1.234,56',
    fee: 'R$ 3,67',
    total: 'R$ 1.238,23',
    bank: 'Banco do Brasil',
    account: '••••0169-6',
    reason: 'account_closed',
    url: 'https://app.verba.test/finances?tab=withdrawals',
  },
  withdrawal_paid: {
    name: 'Ana',
    company: 'Agência Demo',
    amount: 'R$ 1.234,56',
    bank: 'Banco do Brasil',
    account: '••••0169-6',
    date: '22/11/2026',
    url: 'https://app.verba.test/finances?tab=withdrawals',
  },
  access_requested: {
    name: 'Ana',
    email: 'bruno@example.com',
    company: 'Agência Demo',
    url: 'https://app.verba.test/my-users',
  },
  document_change_decided: {
    name: 'Ana',
    company: 'Agência Demo',
    document: '11.222.333/0001-81',
    approved: false,
    note: 'Envie o contrato social',
    url: 'https://app.verba.test/company/edit',
  },
  campaign_approved: { name: 'Ana', campaign: 'Verão', url: 'https://app.verba.test/campaigns/1' },
  campaign_rejected: {
    name: 'Ana',
    campaign: 'Verão',
    reason: 'Imagem fora do padrão',
    url: 'https://app.verba.test/campaigns/1',
  },
  campaign_request_received: {
    name: 'Equipe',
    company: 'Agência Demo',
    advertiser: 'Loja',
    campaign: 'Black Friday',
    budget: 'R$ 1.500,00',
    url: 'https://app.verba.test/staff/campaign-requests',
  },
  campaign_request_confirmation: { name: 'Ana', campaign: 'Black Friday', budget: 'R$ 1.500,00' },
  campaign_channel_released: {
    name: 'Ana',
    campaign: 'Café Meta Dez',
    type: 'META_ADS',
    amount: 'R$ 1.760,00',
    url: 'https://app.verba.test/campaigns/1',
  },
};
const templates = Object.keys(samples) as EmailTemplate[];

describe('renderEmail', () => {
  it.each([
    ['pt_BR', 'confirmation_code', '482913 é o seu código de confirmação do Verba', 'Olá, Ana!'],
    ['en', 'confirmation_code', '482913 is your Verba confirmation code', 'Hello, Ana!'],
    ['es', 'confirmation_code', '482913 es su código de confirmación de Verba', '¡Hola, Ana!'],
    ['pt_BR', 'two_factor_code', '105577 é o seu código de acesso ao Verba', 'Olá, Ana!'],
    ['en', 'password_reset', 'Reset your Verba password', 'Hello, Ana!'],
    ['es', 'password_reset', 'Restablezca su contraseña de Verba', '¡Hola, Ana!'],
    ['pt_BR', 'invitation', 'Você foi convidado para o Verba', 'Olá, Bruno!'],
    ['en', 'invitation', 'You have been invited to Verba', 'Hello, Bruno!'],
    ['es', 'invitation', 'Recibió una invitación a Verba', '¡Hola, Bruno!'],
    ['pt_BR', 'withdrawal_failed', 'O saque de R$ 1.234,56 não foi concluído', 'Olá, Ana!'],
    ['en', 'withdrawal_failed', 'Your withdrawal of R$ 1.234,56 was not completed', 'Hello, Ana!'],
    ['es', 'withdrawal_failed', 'El retiro de R$ 1.234,56 no se completó', '¡Hola, Ana!'],
    ['pt_BR', 'withdrawal_paid', 'Saque de R$ 1.234,56 pago', 'Olá, Ana!'],
    ['en', 'withdrawal_paid', 'Withdrawal of R$ 1.234,56 paid', 'Hello, Ana!'],
  ] as const)('%s %s', (language, template, subject, greeting) => {
    const mail = renderEmail(template, language, samples[template]);
    expect(mail.subject).toBe(subject);
    expect(mail.text.startsWith(`${greeting}\n`)).toBe(true);
    expect(mail.html).toContain(greeting);
  });

  it('renders every template in every language with no missing key', () => {
    for (const language of languages) {
      for (const template of templates) {
        const mail = renderEmail(template, language, samples[template] as never);
        for (const part of [mail.subject, mail.text, mail.html]) {
          expect(part).not.toMatch(/email:|{{|undefined/);
        }
      }
    }
  });

  it('puts the code in the text and HTML, with its validity', () => {
    const mail = renderEmail('two_factor_code', 'en', samples.two_factor_code);
    expect(mail.text).toMatch(/^\s+105577$/m);
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('>105577</p>');
  });

  it('links the action in text and HTML', () => {
    const mail = renderEmail('invitation', 'pt_BR', samples.invitation);
    expect(mail.text).toContain(`Criar minha senha: ${samples.invitation.url}`);
    expect(mail.text).toContain('O convite vale por 7 dias.');
    expect(mail.html).toContain('href="https://app.verba.test/password/create/tok?email=b%40x.com"');
    expect(mail.html).toContain('<html lang="pt-BR">');
  });

  it('tells a failed withdrawal: amount, masked account, reason, money back with the fee, link to Finances', () => {
    const mail = renderEmail('withdrawal_failed', 'pt_BR', samples.withdrawal_failed);
    expect(mail.text).toContain(
      'A transferência de R$ 1.234,56 para Banco do Brasil, conta ••••0169-6 não foi concluída.',
    );
    expect(mail.text).toContain('Motivo informado pelo banco: conta encerrada.');
    expect(mail.text).toContain(
      'R$ 1.238,23 (R$ 1.234,56 mais a tarifa de R$ 3,67) voltou para a carteira da empresa',
    );
    expect(mail.text).toContain('Abrir Finanças: https://app.verba.test/finances?tab=withdrawals');
    expect(mail.text).toContain('administra as finanças da Agência Demo');
    expect(mail.html).toContain('href="https://app.verba.test/finances?tab=withdrawals"');
  });

  it('leaves the reason out when the rail gives none, or one it cannot name', () => {
    for (const reason of [null, 'some_new_code', '__proto__']) {
      const mail = renderEmail('withdrawal_failed', 'en', { ...samples.withdrawal_failed, reason });
      expect(mail.text).not.toContain('Reason');
      expect(mail.text).toContain('is back in the company wallet');
    }
  });

  it('tells a withdrawal the platform cancelled for a chargeback debt why, not as the bank’s reason, in every language', () => {
    const sample = { ...samples.withdrawal_failed, reason: 'chargeback_debt' };
    const pt = renderEmail('withdrawal_failed', 'pt_BR', sample).text;
    expect(pt).toContain('O Verba cancelou o saque antes do envio');
    expect(pt).toContain('O débito foi pago primeiro com esse valor');
    expect(pt).not.toContain('Motivo informado pelo banco');
    expect(pt).not.toContain('Confira a conta bancária principal');
    expect(renderEmail('withdrawal_failed', 'en', sample).text).toContain(
      'Verba cancelled the withdrawal before sending it',
    );
    expect(renderEmail('withdrawal_failed', 'es', sample).text).toContain(
      'Verba canceló el retiro antes de enviarlo',
    );
  });

  it('tells a paid withdrawal in a few lines', () => {
    const mail = renderEmail('withdrawal_paid', 'es', { ...samples.withdrawal_paid, date: '22/11/2026' });
    expect(mail.text).toContain(
      'El retiro de R$ 1.234,56 se transfirió a Banco do Brasil, cuenta ••••0169-6 el 22/11/2026.',
    );
    expect(mail.text).toContain('Abrir Finanzas: https://app.verba.test/finances?tab=withdrawals');
  });

  it('escapes parameters in the HTML and keeps the subject on one line', () => {
    const mail = renderEmail('invitation', 'en', {
      name: '<script>alert(1)</script>',
      inviter: 'Eve\r\nBcc: victim@example.com',
      company: 'A & B "Media"',
      url: 'javascript:alert(1)',
    });
    expect(mail.html).not.toContain('<script>alert(1)');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('A &amp; B &quot;Media&quot;');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it('never puts a parameter (attacker-chosen text) in a subject', () => {
    const hostile = 'Prize! Click evil.example';
    for (const template of templates) {
      if (
        template === 'confirmation_code' ||
        template === 'two_factor_code' ||
        template.startsWith('withdrawal_')
      )
        continue;
      const params = Object.fromEntries(
        Object.entries(samples[template]).map(([k, v]) => [
          k,
          typeof v === 'string' && !v.startsWith('http') ? hostile : v,
        ]),
      );
      for (const language of languages) {
        const mail = renderEmail(template, language, params as EmailParams[typeof template]);
        expect(mail.subject, `${template} ${language}`).not.toContain(hostile);
      }
    }
  });
});
