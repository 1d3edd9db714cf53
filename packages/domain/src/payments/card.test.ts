import { describe, expect, it } from 'vitest';
import { isValidCreditCard } from '@brazilian-utils/brazilian-utils';
import {
  cardBrands,
  cardLast4,
  cardMessageKeys,
  createCardSchema,
  cvvLengthOf,
  detectCardBrand,
  isValidCardExpiry,
  isValidCardHolderName,
  isValidCardNumber,
  luhnCheckDigit,
  luhnIsValid,
  parseCardExpiry,
  sandboxCardOutcome,
  sandboxTestCards,
  type CardBrand,
} from './card';

describe('Luhn', () => {
  it('validates published test numbers and rejects a changed digit', () => {
    for (const n of [
      '4111111111111111',
      '5555555555554444',
      '378282246310005',
      '6011111111111117',
      '79927398713',
    ]) {
      expect(luhnIsValid(n)).toBe(true);
    }
    expect(luhnIsValid('4111111111111112')).toBe(false);
    expect(luhnIsValid('79927398710')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });

  it('agrees with @brazilian-utils isValidCreditCard on 2 000 numbers', () => {
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    for (let i = 0; i < 2000; i++) {
      const n = Array.from({ length: 16 }, () => String(next() % 10)).join('');
      expect(luhnIsValid(n)).toBe(isValidCreditCard(n) || /^(\d)\1+$/.test(n));
    }
  });
});

describe('detectCardBrand (golden)', () => {
  const cases: [string, CardBrand | undefined][] = [
    ['4111 1111 1111 1111', 'VISA'],
    ['4012888888881881', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['5105105105105100', 'MASTERCARD'],
    ['2221000000000009', 'MASTERCARD'],
    ['2720990000000007', 'MASTERCARD'],
    ['2721000000000004', undefined],
    ['2220990000000008', undefined],
    ['378282246310005', 'AMEX'],
    ['341111111111111', 'AMEX'],
    // Elo BINs inside the Visa, Mastercard-free 5 and Discover 65 spaces.
    ['4011780000000000', 'ELO'],
    ['4389350000000000', 'ELO'],
    ['4576320000000000', 'ELO'],
    ['5041750000000000', 'ELO'],
    ['5066990000000000', 'ELO'],
    ['5067780000000000', 'ELO'],
    ['5067790000000000', undefined],
    ['5099990000000000', 'ELO'],
    ['6277800000000000', 'ELO'],
    ['6362970000457013', 'ELO'],
    ['6504050000000000', 'ELO'],
    ['6550580000000000', 'ELO'],
    ['6550200000000000', undefined],
    ['4011770000000000', 'VISA'],
    ['6062825624254001', 'HIPERCARD'],
    ['3841000000000007', 'HIPERCARD'],
    ['3841400000000000', 'HIPERCARD'],
    ['6011111111111117', undefined], // Discover is not accepted
    ['36227206271667', undefined], // Diners
    ['', undefined],
    ['abc', undefined],
  ];
  it.each(cases)('%s → %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });
});

describe('isValidCardNumber', () => {
  it('checks brand, brand length and Luhn', () => {
    expect(isValidCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(isValidCardNumber('4222222222222')).toBe(true); // Visa, 13 digits
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('3782822463100051')).toBe(false); // Amex has 15 digits
    expect(isValidCardNumber('3841000000000000004')).toBe(true); // Hipercard, 19 digits
    expect(isValidCardNumber('6011111111111117')).toBe(false); // unsupported brand
    expect(isValidCardNumber('4111111111111112')).toBe(false);
    expect(isValidCardNumber('4444444444444448')).toBe(true);
    expect(cardLast4('4111 1111 1111 1234')).toBe('1234');
  });

  it('CVV has 4 digits for Amex and 3 for the other brands', () => {
    expect(cardBrands.map((b) => [b, cvvLengthOf(b)])).toEqual([
      ['VISA', 3],
      ['MASTERCARD', 3],
      ['ELO', 3],
      ['AMEX', 4],
      ['HIPERCARD', 3],
    ]);
  });
});

describe('expiry and holder name', () => {
  const now = new Date('2026-11-30T12:00:00-03:00');

  it('accepts the current month and later, relative to now in São Paulo', () => {
    expect(parseCardExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('07 / 2029')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('13/29')).toBeUndefined();
    expect(parseCardExpiry('7/29')).toBeUndefined();
    expect(isValidCardExpiry('11/26', now)).toBe(true);
    expect(isValidCardExpiry('10/26', now)).toBe(false);
    expect(isValidCardExpiry('12/26', now)).toBe(true);
    expect(isValidCardExpiry('11/46', now)).toBe(true);
    expect(isValidCardExpiry('12/46', now)).toBe(false);
    // 1 Dec 2026 01:00 UTC is still 30 Nov in São Paulo: a card expiring 11/26 is still valid.
    expect(isValidCardExpiry('11/26', new Date('2026-12-01T01:00:00Z'))).toBe(true);
    expect(isValidCardExpiry('11/26', new Date('2026-12-01T03:00:00Z'))).toBe(false);
  });

  it('accepts names as embossed on the card', () => {
    expect(isValidCardHolderName('Maria José da Silva')).toBe(true);
    expect(isValidCardHolderName("JOHN O'NEIL-SMITH JR.")).toBe(true);
    expect(isValidCardHolderName('A')).toBe(false);
    expect(isValidCardHolderName('   ')).toBe(false);
    expect(isValidCardHolderName('Maria 2')).toBe(false);
    expect(isValidCardHolderName('A'.repeat(27))).toBe(false);
  });
});

describe('cardSchema', () => {
  const schema = createCardSchema(() => new Date('2026-11-30T12:00:00-03:00'));
  const valid = {
    number: '4111 1111 1111 1111',
    holder_name: ' maria  silva ',
    expiry: '12 / 2028',
    cvv: '123',
  };
  const messages = (input: unknown) =>
    schema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

  it('normalises a valid card', () => {
    expect(schema.parse(valid)).toEqual({
      number: '4111111111111111',
      holder_name: 'MARIA SILVA',
      expiry: '12/28',
      cvv: '123',
    });
  });

  it('reports each field with the spec messages as i18n keys', () => {
    expect(messages({ ...valid, number: '4111111111111112' })).toEqual([['number', cardMessageKeys.number]]);
    expect(messages({ ...valid, holder_name: 'X' })).toEqual([['holder_name', cardMessageKeys.holderName]]);
    expect(messages({ ...valid, expiry: '10/26' })).toEqual([['expiry', cardMessageKeys.expiry]]);
    expect(messages({ ...valid, cvv: '12' })).toEqual([['cvv', cardMessageKeys.cvv]]);
    expect(messages({ ...valid, number: '378282246310005', cvv: '123' })).toEqual([
      ['cvv', cardMessageKeys.cvv],
    ]);
    expect(messages({ ...valid, cvv: '1234' })).toEqual([['cvv', cardMessageKeys.cvv]]);
    expect(messages({ ...valid, number: '378282246310005', cvv: '1234' })).toEqual([]);
    expect(messages({})).toEqual([
      ['number', 'validation:required'],
      ['holder_name', 'validation:required'],
      ['expiry', 'validation:required'],
      ['cvv', 'validation:required'],
    ]);
  });
});

describe('sandbox test cards', () => {
  it('are valid cards of the brand they are listed under', () => {
    for (const [outcome, cards] of Object.entries(sandboxTestCards)) {
      for (const [brand, number] of Object.entries(cards)) {
        expect(isValidCardNumber(number), `${outcome} ${brand}`).toBe(true);
        expect(detectCardBrand(number)).toBe(brand);
        expect(sandboxCardOutcome(number)).toBe(outcome);
      }
    }
    expect(sandboxTestCards.CHARGEBACK.MASTERCARD.startsWith('2')).toBe(true);
    expect(sandboxCardOutcome('4444 4444 4444 4448')).toBe('APPROVE');
  });
});
