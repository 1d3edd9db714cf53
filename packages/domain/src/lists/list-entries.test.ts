import { describe, expect, it } from 'vitest';
import { normaliseAppId, normaliseDomain, normaliseEmail, entryKindsOf } from './list-entries';

const ok = (value: string) => ({ ok: true, value });
const bad = (reason: string) => ({ ok: false, reason });

describe('normaliseDomain', () => {
  it.each([
    ['exemplo.com.br', 'exemplo.com.br'],
    ['  Exemplo.COM.br  ', 'exemplo.com.br'],
    ['https://www.exemplo.com.br/caminho?q=1#x', 'exemplo.com.br'],
    ['http://user:senha@news.exemplo.com:8080/a', 'news.exemplo.com'],
    ['//cdn.exemplo.com/x.js', 'cdn.exemplo.com'],
    ['www.exemplo.com.', 'exemplo.com'],
    ['ação.com.br', 'xn--ao-siap.com.br'],
    ['https://www.Ação.com.br/', 'xn--ao-siap.com.br'],
    ['xn--ao-siap.com.br', 'xn--ao-siap.com.br'],
    ['sub-domain.exemplo.co', 'sub-domain.exemplo.co'],
  ])('%j → %j', (raw, value) => {
    expect(normaliseDomain(raw)).toEqual(ok(value));
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['localhost', 'domain_invalid'],
    ['exemplo', 'domain_invalid'],
    ['-exemplo.com', 'domain_invalid'],
    ['exem_plo.com', 'domain_invalid'],
    ['exemplo.c0m', 'domain_invalid'],
    ['exemplo..com', 'domain_invalid'],
    ['*.exemplo.com', 'domain_invalid'],
    ['=HYPERLINK("x")', 'domain_invalid'],
    ['192.168.0.1', 'ip_address'],
    ['http://[::1]/', 'ip_address'],
    [`${'a'.repeat(64)}.com`, 'domain_invalid'],
    [`${'abcdefghi.'.repeat(26)}com`, 'too_long'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(normaliseDomain(raw)).toEqual(bad(reason));
  });
});

describe('normaliseAppId', () => {
  it.each([
    ['com.example.app', 'com.example.app'],
    ['com.Example.App_2', 'com.Example.App_2'],
    ['389801252', '389801252'],
    ['id389801252', '389801252'],
    ['com.example.My-App', 'com.example.My-App'],
    ['https://play.google.com/store/apps/details?id=com.whatsapp&hl=pt_BR', 'com.whatsapp'],
    ['https://apps.apple.com/br/app/whatsapp-messenger/id310633997', '310633997'],
  ])('%j → %j', (raw, value) => {
    expect(normaliseAppId(raw)).toEqual(ok(value));
  });

  it.each([
    ['', 'empty'],
    ['whatsapp', 'app_invalid'],
    ['com..example', 'app_invalid'],
    ['12345', 'app_invalid'],
    ['com.example app', 'app_invalid'],
    ['https://exemplo.com/app', 'app_invalid'],
    ['a'.repeat(256), 'too_long'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(normaliseAppId(raw)).toEqual(bad(reason));
  });
});

describe('normaliseEmail', () => {
  it.each([
    ['  Maria.Silva@Exemplo.COM.br ', 'maria.silva@exemplo.com.br'],
    ['joao+promo@gmail.com', 'joao+promo@gmail.com'],
    ['ana@ação.com.br', 'ana@xn--ao-siap.com.br'],
  ])('%j → %j', (raw, value) => {
    expect(normaliseEmail(raw)).toEqual(ok(value));
  });

  it('takes a SHA-256 hex as already hashed', () => {
    const hash = 'A'.repeat(64);
    expect(normaliseEmail(hash)).toEqual({ ok: true, value: 'a'.repeat(64), hashed: true });
  });

  it.each([
    ['', 'empty'],
    ['maria', 'email_invalid'],
    ['maria@', 'email_invalid'],
    ['maria@exemplo', 'email_invalid'],
    ['.maria@exemplo.com', 'email_invalid'],
    ['ma..ria@exemplo.com', 'email_invalid'],
    ['maria@exemplo.com/x', 'email_invalid'],
    ['a@b@exemplo.com', 'email_invalid'],
  ])('refuses %j (%s)', (raw, reason) => {
    expect(normaliseEmail(raw)).toEqual(bad(reason));
  });
});

describe('entryKindsOf', () => {
  it('lets blacklists and wishlists hold sites or apps', () => {
    expect(entryKindsOf('BLACKLIST')).toEqual(['domain', 'app']);
    expect(entryKindsOf('SITE_LIST')).toEqual(['domain']);
    expect(entryKindsOf('EMAIL_AUDIENCE')).toEqual(['email']);
  });
});
