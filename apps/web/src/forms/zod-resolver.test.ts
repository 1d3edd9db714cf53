import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from '@verba/domain';
import { resources } from '@verba/domain/locales';
import { zodResolver } from './zod-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

beforeAll(async () => {
  await i18n.init({ resources, lng: 'pt-BR', fallbackLng: 'en', interpolation: { escapeValue: false } });
});

describe('zodResolver', () => {
  it('translates the zod issue keys exactly as the server does', async () => {
    const result = await zodResolver(loginSchema)({ email: 'not-an-email', password: '' }, undefined, options);
    expect(result.errors).toMatchObject({
      email: { message: 'E-mail inválido.' },
      password: { message: 'Campo obrigatório.' },
    });
  });

  it('interpolates limits and reports refinements on their field', async () => {
    const result = await zodResolver(registerSchema)(
      { name: 'Ana', email: 'ana@example.com', email_confirmation: 'outra@example.com', password: 'curta', company_name: 'X', company_document: '11.222.333/0001-81', accept_terms: true },
      undefined,
      options,
    );
    expect(result.errors).toMatchObject({
      password: { message: 'Use pelo menos 8 caracteres.' },
      email_confirmation: { message: 'A confirmação de e-mail deve ser igual ao e-mail.' },
    });
  });

  it('follows the active language', async () => {
    await i18n.changeLanguage('en');
    const result = await zodResolver(loginSchema)({ email: '', password: '' }, undefined, options);
    expect(result.errors.email?.message).toBe(resources.en.validation.required);
    await i18n.changeLanguage('pt-BR');
  });

  it('hands the parsed (transformed) values to the submit handler', async () => {
    const result = await zodResolver(loginSchema)({ email: '  Ana@Example.COM ', password: 'segredo' }, undefined, options);
    expect(result).toEqual({ values: { email: 'ana@example.com', password: 'segredo' }, errors: {} });
  });
});
