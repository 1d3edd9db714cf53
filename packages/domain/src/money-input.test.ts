import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencies, formatMoney, type Currency } from './formats';
import { localeOf, languages, type Language } from './languages';
import { moneyInputCents, moneyInputIssue, parseFormattedMoney, parseMoneyInput } from './money-input';

const read = (text: string, language: string = 'pt_BR', currency: Currency = 'BRL') =>
  parseMoneyInput(text, { language, currency });
const ok = (cents: bigint) => ({ status: 'ok', cents });
const ask = (...options: bigint[]) => ({ status: 'ambiguous', options });
const bad = (key: string): unknown =>
  expect.objectContaining({ status: 'invalid', key: `validation:money.${key}` }) as unknown;

describe('parseMoneyInput — pt-BR as people type it (issue 26)', () => {
  it.each([
    ['5.000,00', 500_000n],
    ['5000', 500_000n],
    ['5.000', 500_000n],
    ['1.500', 150_000n],
    ['3.000', 300_000n],
    ['5000,5', 500_050n],
    ['5000,50', 500_050n],
    ['R$ 5.000,00', 500_000n],
    ['R$5.000,00', 500_000n],
    ['  R$  5.000,00  ', 500_000n],
    ['5 000,00', 500_000n],
    ['1.234.567,89', 123_456_789n],
    ['1.234.567', 123_456_700n],
    ['0,05', 5n],
    [',5', 50n],
    ['5,', undefined],
    ['500,00', 50_000n],
    ['5.000,00 BRL', 500_000n],
    ['r$ 12,5', 1_250n],
  ])('%s', (text, cents) => {
    if (cents === undefined) expect(read(text)).toEqual(bad('invalid'));
    else expect(read(text)).toEqual(ok(cents));
  });

  it('reads the English way when both marks say so', () => {
    expect(read('5,000.00')).toEqual(ok(500_000n));
    expect(read('1,234,567.8')).toEqual(ok(123_456_780n));
  });

  it('asks when a dot has one or two digits after it: R$ 1,50 or R$ 150,00?', () => {
    expect(read('1.50')).toEqual(ask(150n, 15_000n));
    expect(read('1.5')).toEqual(ask(150n, 1_500n));
    expect(read('1500.5')).toEqual(ask(150_050n, 1_500_500n));
  });

  it('asks when a comma has three digits after it, offering only the readings money can have', () => {
    expect(read('5,000')).toEqual(ask(500n, 500_000n));
    expect(read('5,500')).toEqual(ask(550n, 550_000n));
    expect(read('5,123')).toEqual(ask(512_300n));
    expect(read('0.500')).toEqual(ask(50n));
  });

  it('refuses garbage, negatives, a third decimal and another currency', () => {
    expect(read('abc')).toEqual(bad('invalid'));
    expect(read('5..000')).toEqual(bad('invalid'));
    expect(read('5,00,00')).toEqual(bad('invalid'));
    expect(read('1.23.456')).toEqual(bad('invalid'));
    expect(read('1e5')).toEqual(bad('invalid'));
    expect(read('5.000.00')).toEqual(bad('invalid'));
    expect(read('5,000.000,00')).toEqual(bad('invalid'));
    expect(read('-5,00')).toEqual(bad('negative'));
    expect(read('R$ -5,00')).toEqual(bad('negative'));
    expect(read('5,001')).toEqual(ask(500_100n));
    expect(read('5,0012')).toEqual(bad('too_many_decimals'));
    expect(read('1.234,567')).toEqual(bad('too_many_decimals'));
    expect(read('1.234,500')).toEqual(ok(123_450n));
    expect(read('$ 5,00')).toEqual({
      status: 'invalid',
      key: 'validation:money.other_currency',
      params: { currency: 'R$' },
    });
    expect(read('99999999999999')).toEqual(bad('too_large'));
  });

  it('is empty for blank text', () => {
    expect(read('')).toEqual({ status: 'empty' });
    expect(read('   ')).toEqual({ status: 'empty' });
  });
});

describe('parseMoneyInput — English and Spanish', () => {
  it('reads English with a dot decimal and comma thousands', () => {
    expect(read('5,000.00', 'en')).toEqual(ok(500_000n));
    expect(read('$5,000.00', 'en', 'USD')).toEqual(ok(500_000n));
    expect(read('5,000', 'en')).toEqual(ok(500_000n));
    expect(read('5000.5', 'en')).toEqual(ok(500_050n));
    expect(read('12.34', 'en')).toEqual(ok(1_234n));
    expect(read('5,00', 'en')).toEqual(ask(500n, 50_000n));
    expect(read('5.000', 'en')).toEqual(ask(500n, 500_000n));
    expect(read('5.000,00', 'en')).toEqual(ok(500_000n));
  });

  it('reads Spanish like pt-BR (Intl agrees: "5000,00 €", "50.000,00 €")', () => {
    expect(new Intl.NumberFormat('es', { minimumFractionDigits: 2 }).format(50000)).toBe('50.000,00');
    expect(read('5.000,00', 'es')).toEqual(ok(500_000n));
    expect(read('3.000', 'es')).toEqual(ok(300_000n));
    expect(read('5000,5', 'es')).toEqual(ok(500_050n));
    expect(read('5000,00 €', 'es', 'EUR')).toEqual(ok(500_000n));
    expect(read('1.50', 'es')).toEqual(ask(150n, 15_000n));
  });

  it("reads the field currency's own format exactly in any language", () => {
    expect(read('R$ 1,50', 'en')).toEqual(ok(150n));
    expect(read('$1.50', 'pt_BR', 'USD')).toEqual(ok(150n));
    expect(read('€ 1,50', 'en', 'EUR')).toEqual(ok(150n));
    expect(read('US$ 1,50', 'pt-BR', 'USD')).toEqual(ok(150n));
  });

  it('gives forms the cents or the issue key', () => {
    expect(moneyInputCents('3.000', { language: 'pt-BR' })).toBe(300_000n);
    expect(moneyInputCents('1.50', { language: 'pt-BR' })).toBeUndefined();
    expect(moneyInputIssue('1.50', { language: 'pt-BR' })).toEqual({ key: 'validation:money.ambiguous' });
    expect(moneyInputIssue('x')).toEqual({ key: 'validation:money.invalid' });
    expect(moneyInputIssue('')).toBeUndefined();
  });
});

const amounts = fc.oneof(
  fc.bigInt({ min: 0n, max: 99_999_999n }),
  fc.bigInt({ min: 0n, max: 999_999_999_999_99n }),
);
const languageArb = fc.constantFrom<Language>(...languages);
const currencyArb = fc.constantFrom<Currency>(...currencies);

const group = (digits: string, mark: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, mark);

/** How a person writing `style` may type `cents`: grouped or not, with 0, 1 or 2 decimals when exact. */
function typedForms(cents: bigint, style: { thousands: string; decimal: string }): string[] {
  const units = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  const decimals = [`${style.decimal}${fraction}`];
  if (fraction.endsWith('0')) decimals.push(`${style.decimal}${fraction[0]}`);
  if (fraction === '00') decimals.push('');
  const forms: string[] = [];
  for (const unitsText of [units, group(units, style.thousands)])
    for (const decimal of decimals) forms.push(`${unitsText}${decimal}`);
  return forms;
}

const styles = {
  'pt-BR': { thousands: '.', decimal: ',' },
  es: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
  spaced: { thousands: ' ', decimal: ',' },
};

describe('parseMoneyInput — properties', () => {
  it('reads back formatMoney exactly, in every language and currency', () => {
    fc.assert(
      fc.property(amounts, languageArb, currencyArb, (cents, language, currency) => {
        expect(read(formatMoney(cents, currency), language, currency)).toEqual(ok(cents));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back Intl currency formats of the same language exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 9_999_999_999n }),
        languageArb,
        currencyArb,
        (cents, language, currency) => {
          const text = new Intl.NumberFormat(localeOf[language], { style: 'currency', currency }).format(
            Number(cents) / 100,
          );
          expect(read(text, language, currency)).toEqual(ok(cents));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('never changes the magnitude of what was typed: the amount, or a question that offers it', () => {
    fc.assert(
      fc.property(
        amounts,
        languageArb,
        fc.constantFrom(...Object.values(styles)),
        fc.nat(),
        (cents, language, style, pick) => {
          const forms = typedForms(cents, style);
          const text = forms[pick % forms.length]!;
          const result = read(text, language);
          if (result.status === 'ok') expect(result.cents).toBe(cents);
          else {
            expect(result.status).toBe('ambiguous');
            if (result.status === 'ambiguous') expect(result.options).toContain(cents);
          }
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("reads the language's own way of typing without asking", () => {
    fc.assert(
      fc.property(amounts, languageArb, fc.nat(), (cents, language, pick) => {
        const style = styles[localeOf[language]];
        // A lone thousands group with nothing after it (`1.500`) is read as thousands; a lone
        // decimal mark with three digits is not a way to type money, so every form here is plain.
        const forms = typedForms(cents, style);
        const text = forms[pick % forms.length]!;
        expect(read(text, language)).toEqual(ok(cents));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('parseFormattedMoney', () => {
  it('reads only what formatMoney writes', () => {
    expect(parseFormattedMoney('R$ 5.000,00', 'BRL')).toBe(500_000n);
    expect(parseFormattedMoney('$5,000.00', 'USD')).toBe(500_000n);
    expect(parseFormattedMoney('5,00', 'BRL')).toBeUndefined();
    expect(parseFormattedMoney('R$ 5,0', 'BRL')).toBeUndefined();
    expect(parseFormattedMoney('R$ 5000,00', 'BRL')).toBeUndefined();
    expect(parseFormattedMoney('$5.00', 'BRL')).toBeUndefined();
  });
});
