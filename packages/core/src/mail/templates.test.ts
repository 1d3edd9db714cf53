import { describe, expect, it } from 'vitest';
import { languages } from '@verba/domain';
import { renderEmail, type EmailParams, type EmailTemplate } from './templates';

const samples: { [T in EmailTemplate]: EmailParams[T] } = {
  confirmation_code: { name: 'Ana', code: '482913' },
  two_factor_code: { name: 'Ana', code: '105577' },
  password_reset: { name: 'Ana', url: 'https://app.verba.test/password/reset/tok?email=ana%40x.com' },
  invitation: { name: 'Bruno', inviter: 'Ana', company: 'Agência Demo', url: 'https://app.verba.test/password/create/tok?email=b%40x.com' },
  account_exists: { name: 'Ana', login_url: 'https://app.verba.test/', reset_url: 'https://app.verba.test/forgot-password' },
};
const templates = Object.keys(samples) as EmailTemplate[];

describe('renderEmail', () => {
  it.each([
    ['pt_BR', 'confirmation_code', '482913 é o seu código de confirmação do Verba', 'Olá, Ana!'],
    ['en', 'confirmation_code', '482913 is your Verba confirmation code', 'Hello, Ana!'],
    ['es', 'confirmation_code', '482913 es tu código de confirmación de Verba', '¡Hola, Ana!'],
    ['pt_BR', 'two_factor_code', '105577 é o seu código de acesso ao Verba', 'Olá, Ana!'],
    ['en', 'password_reset', 'Reset your Verba password', 'Hello, Ana!'],
    ['es', 'password_reset', 'Restablece tu contraseña de Verba', '¡Hola, Ana!'],
    ['pt_BR', 'invitation', 'Ana convidou você para o Verba', 'Olá, Bruno!'],
    ['en', 'invitation', 'Ana invited you to Verba', 'Hello, Bruno!'],
    ['es', 'invitation', 'Ana te invitó a Verba', '¡Hola, Bruno!'],
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
});
