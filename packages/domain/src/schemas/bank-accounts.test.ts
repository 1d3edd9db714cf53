import { describe, expect, it } from 'vitest';
import { generateCnpj, generateCpf } from '@brazilian-utils/brazilian-utils';
import { bankAccountInputSchema, bankAccountMessageKeys } from './bank-accounts';
import { bankByCode, brazilianBanks, isValidBankAccountNumber } from '../banks';

const cnpj = generateCnpj();
const valid = {
  bank_code: '001',
  agency: '1584',
  account: '00210169',
  account_digit: '6',
  type: 'current',
  holder_document: cnpj,
};

const messagesAt = (input: unknown, field: string) => {
  const result = bankAccountInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe('bank list (COMPE codes)', () => {
  it('lists the Brazilian banks ordered by code and finds them by code', () => {
    const banks = brazilianBanks();
    expect(banks.length).toBeGreaterThan(100);
    expect(banks.map((b) => b.code)).toEqual([...banks.map((b) => b.code)].sort());
    expect(bankByCode('341')?.name).toMatch(/ITAÚ/i);
    expect(bankByCode('260')?.name).toMatch(/NU PAGAMENTOS/i);
    expect(bankByCode('999')).toBeUndefined();
    expect(bankByCode('1')).toBeUndefined();
  });
});

describe('bank account check digits', () => {
  it('accepts published examples, with or without the leading zeros people leave out', () => {
    expect(
      isValidBankAccountNumber({ bankCode: '001', agency: '1584', account: '00210169', digit: '6' }),
    ).toBe(true);
    expect(isValidBankAccountNumber({ bankCode: '001', agency: '1584', account: '210169', digit: '6' })).toBe(
      true,
    );
    expect(
      isValidBankAccountNumber({ bankCode: '260', agency: '0001', account: '5216125', digit: '0' }),
    ).toBe(true);
    expect(isValidBankAccountNumber({ bankCode: '341', agency: '2545', account: '2366', digit: '1' })).toBe(
      true,
    );
  });

  it('refuses a wrong check digit and an unknown bank', () => {
    expect(
      isValidBankAccountNumber({ bankCode: '001', agency: '1584', account: '00210169', digit: '7' }),
    ).toBe(false);
    expect(isValidBankAccountNumber({ bankCode: '341', agency: '2545', account: '02366', digit: '2' })).toBe(
      false,
    );
    expect(isValidBankAccountNumber({ bankCode: '999', agency: '1234', account: '123456', digit: '6' })).toBe(
      false,
    );
  });
});

describe('bankAccountInputSchema', () => {
  it('normalises a valid account: digits only, defaults for the optional fields', () => {
    const parsed = bankAccountInputSchema.parse({
      ...valid,
      agency: '1.584',
      account: '210.169',
      holder_document: cnpj.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5'),
    });
    expect(parsed).toEqual({
      bank_code: '001',
      agency: '1584',
      agency_digit: '',
      account: '210169',
      account_digit: '6',
      type: 'current',
      category: 'legal_entity',
      holder_document: cnpj,
    });
  });

  it('upper-cases the X and P check digits', () => {
    const parsed = bankAccountInputSchema.safeParse({ ...valid, agency_digit: 'x' });
    expect(parsed.success && parsed.data.agency_digit).toBe('X');
  });

  it('refuses a bank outside the COMPE list', () => {
    expect(messagesAt({ ...valid, bank_code: '999' }, 'bank_code')).toEqual([
      bankAccountMessageKeys.bankUnknown,
    ]);
    expect(messagesAt({ ...valid, bank_code: '' }, 'bank_code')).toEqual(['validation:required']);
  });

  it('refuses malformed agency, account and digits', () => {
    expect(messagesAt({ ...valid, agency: '123456' }, 'agency')).toEqual([bankAccountMessageKeys.agency]);
    expect(messagesAt({ ...valid, agency: '12a4' }, 'agency')).toEqual([bankAccountMessageKeys.agency]);
    expect(messagesAt({ ...valid, agency_digit: '12' }, 'agency_digit')).toEqual([
      bankAccountMessageKeys.agencyDigit,
    ]);
    expect(messagesAt({ ...valid, account: '12345678901234' }, 'account')).toEqual([
      bankAccountMessageKeys.account,
    ]);
    expect(messagesAt({ ...valid, account_digit: '123' }, 'account_digit')).toEqual([
      bankAccountMessageKeys.accountDigit,
    ]);
  });

  it('refuses a check digit that does not match the bank rule', () => {
    expect(messagesAt({ ...valid, account_digit: '7' }, 'account_digit')).toEqual([
      bankAccountMessageKeys.checkDigit,
    ]);
  });

  it('accepts only the two account types and the legal-entity category', () => {
    expect(bankAccountInputSchema.safeParse({ ...valid, type: 'savings' }).success).toBe(true);
    expect(messagesAt({ ...valid, type: 'salary' }, 'type')).toEqual(['validation:invalid_option']);
    expect(messagesAt({ ...valid, category: 'individual' }, 'category')).toEqual([
      'validation:invalid_option',
    ]);
  });

  it('wants a CNPJ as the holder document, never a CPF', () => {
    expect(messagesAt({ ...valid, holder_document: generateCpf() }, 'holder_document')).toEqual([
      bankAccountMessageKeys.holderCnpj,
    ]);
    expect(messagesAt({ ...valid, holder_document: '11.111.111/1111-11' }, 'holder_document')).toEqual([
      bankAccountMessageKeys.holderCnpj,
    ]);
  });
});
