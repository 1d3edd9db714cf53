import { describe, expect, it } from 'vitest';
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import {
  barcodeToDigitableLine,
  boletoDueDateFactor,
  boletoDueDateFromFactor,
  boletoFreeField,
  boletoMod10,
  boletoMod11,
  buildBoleto,
  digitableLineToBarcode,
  formatDigitableLine,
  isValidBoletoBarcode,
  isValidDigitableLine,
  nossoNumeroCheckDigit,
  readBoleto,
  readBoletoFreeField,
  BoletoError,
} from './boleto';

// Published Banco do Brasil example (quoted in the brazilian-utils docs and tests).
const bb = {
  line: '00190000090114971860168524522114675860000102656',
  barcode: '00196758600001026560000001149718606852452211',
};

describe('check digits', () => {
  it('computes módulo 10 and 11 as FEBRABAN defines them', () => {
    expect(boletoMod10('001900000')).toBe(9);
    expect(boletoMod10('0114971860')).toBe(1);
    expect(boletoMod11(bb.barcode.slice(0, 4) + bb.barcode.slice(5))).toBe(6);
    expect(boletoMod11('0')).toBe(1); // 11 − 0 = 11 → 1
  });
});

describe('barcode ↔ linha digitável (published examples)', () => {
  it('converts the published example both ways', () => {
    expect(digitableLineToBarcode(bb.line)).toBe(bb.barcode);
    expect(barcodeToDigitableLine(bb.barcode)).toBe(bb.line);
    expect(isValidDigitableLine(bb.line)).toBe(true);
    expect(isValidBoletoBarcode(bb.barcode)).toBe(true);
    expect(isValidBoleto(bb.line)).toBe(true);
  });

  it("rejects the library's published invalid examples", () => {
    expect(isValidDigitableLine('00190000020114971860168524522114675860000102656')).toBe(false); // módulo 10
    expect(isValidDigitableLine('00190000090114971860168524522114975860000102656')).toBe(false); // módulo 11
  });

  it('reads amount, bank and due date like the library does', () => {
    const info = readBoleto(bb.line, '2018-07-01');
    expect(info).toMatchObject({ bankCode: '001', factor: 7586, dueDate: '2018-07-15', amount: 102_656n });
    const oracle = getBoletoInfo(bb.line, { referenceDate: new Date(2018, 6, 1) });
    expect(oracle?.amount).toBe(102_656);
    expect(oracle?.expirationDate?.getDate()).toBe(15);
  });

  it('accepts the printed mask and formats it back', () => {
    const printed = formatDigitableLine(bb.line);
    expect(printed).toBe('00190.00009 01149.718601 68524.522114 6 75860000102656');
    expect(digitableLineToBarcode(printed)).toBe(bb.barcode);
  });

  it('rejects a wrong field check digit, a wrong general check digit and a wrong currency', () => {
    const flip = (s: string, i: number) => s.slice(0, i) + String((Number(s[i]) + 1) % 10) + s.slice(i + 1);
    expect(isValidDigitableLine(flip(bb.line, 9))).toBe(false);
    expect(isValidDigitableLine(flip(bb.line, 12))).toBe(false);
    expect(isValidDigitableLine(flip(bb.line, 32))).toBe(false);
    expect(isValidDigitableLine(flip(bb.line, 40))).toBe(false);
    expect(isValidBoletoBarcode(flip(bb.barcode, 4))).toBe(false);
    expect(isValidBoletoBarcode(bb.barcode.slice(0, 3) + '8' + bb.barcode.slice(4))).toBe(false);
    expect(() => digitableLineToBarcode(flip(bb.line, 0))).toThrow(BoletoError);
  });
});

describe('due-date factor', () => {
  it('counts from 1997-10-07 and restarts at 1000 on 2025-02-22', () => {
    expect(boletoDueDateFactor('2000-07-03')).toBe(1000);
    expect(boletoDueDateFactor('2018-07-15')).toBe(7586);
    expect(boletoDueDateFactor('2025-02-21')).toBe(9999);
    expect(boletoDueDateFactor('2025-02-22')).toBe(1000);
    expect(boletoDueDateFactor('2026-11-23')).toBe(1639);
    expect(() => boletoDueDateFactor('2000-07-02')).toThrow(RangeError);
  });

  it('resolves a factor to the nearest date sharing it', () => {
    expect(boletoDueDateFromFactor(1000, '2025-02-01')).toBe('2025-02-22');
    expect(boletoDueDateFromFactor(1000, '2001-01-01')).toBe('2000-07-03');
    expect(boletoDueDateFromFactor(9999, '2025-03-01')).toBe('2025-02-21');
    expect(boletoDueDateFromFactor(1639, '2026-11-20')).toBe('2026-11-23');
    expect(boletoDueDateFromFactor(7586, '2018-07-01')).toBe('2018-07-15');
    expect(boletoDueDateFromFactor(0, '2026-11-20')).toBeNull();
  });
});

describe('buildBoleto', () => {
  const freeField = boletoFreeField({
    agency: '3381',
    carteira: '09',
    nossoNumero: '60000000006',
    account: '0006330',
  });

  it('builds the barcode and linha digitável of a post-reset boleto (golden, checked by the oracle)', () => {
    const boleto = buildBoleto({ bankCode: '237', dueDate: '2026-11-23', amount: 500_000n, freeField });
    expect(freeField).toBe('3381096000000000600063300');
    expect(boleto.barcode).toBe('23794163900005000003381096000000000600063300');
    expect(boleto.digitableLine).toBe('23793381029600000000806000633005416390000500000');
    expect(formatDigitableLine(boleto.digitableLine)).toBe(
      '23793.38102 96000.000008 06000.633005 4 16390000500000',
    );
    expect(isValidBoleto(boleto.digitableLine)).toBe(true);
    expect(getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(2026, 10, 20) })).toMatchObject({
      bankCode: '237',
      amount: 500_000,
      expirationDate: new Date(2026, 10, 23),
    });
    expect(readBoletoFreeField(readBoleto(boleto.barcode, '2026-11-20').freeField)).toEqual({
      agency: '3381',
      carteira: '09',
      nossoNumero: '60000000006',
      account: '0006330',
    });
  });

  it('round-trips many boletos through the library oracle', () => {
    for (let i = 0; i < 200; i++) {
      const amount = BigInt(50_000 + i * 7919);
      const dueDate = new Date(Date.UTC(2025, 0, 1) + i * 5 * 86_400_000).toISOString().slice(0, 10);
      const free = boletoFreeField({
        agency: '1234',
        carteira: '09',
        nossoNumero: String(i * 104_729),
        account: '7654321',
      });
      const boleto = buildBoleto({ bankCode: '237', dueDate, amount, freeField: free });
      expect(isValidBoleto(boleto.digitableLine)).toBe(true);
      const oracle = getBoletoInfo(boleto.digitableLine, { referenceDate: new Date(`${dueDate}T12:00:00`) });
      expect(oracle?.amount).toBe(Number(amount));
      expect(oracle?.expirationDate?.toDateString()).toBe(new Date(`${dueDate}T00:00:00`).toDateString());
      expect(digitableLineToBarcode(boleto.digitableLine)).toBe(boleto.barcode);
    }
  });

  it('writes factor 0000 for a boleto without due date and validates its input', () => {
    expect(buildBoleto({ bankCode: '237', dueDate: null, amount: 0, freeField }).barcode.slice(5, 19)).toBe(
      '00000000000000',
    );
    expect(() => buildBoleto({ bankCode: '37', dueDate: null, amount: 1, freeField })).toThrow(BoletoError);
    expect(() => buildBoleto({ bankCode: '237', dueDate: null, amount: 1, freeField: '123' })).toThrow(
      BoletoError,
    );
    expect(() => buildBoleto({ bankCode: '237', dueDate: null, amount: 10_000_000_000n, freeField })).toThrow(
      BoletoError,
    );
    expect(() => buildBoleto({ bankCode: '237', dueDate: null, amount: -1, freeField })).toThrow(BoletoError);
    expect(() =>
      boletoFreeField({ agency: '12345', carteira: '09', nossoNumero: '1', account: '1' }),
    ).toThrow(BoletoError);
  });

  it('computes the nosso número check digit (módulo 11, weights 2..7, P for remainder 1)', () => {
    expect(nossoNumeroCheckDigit('19', '00000000002')).toBe('8');
    expect(nossoNumeroCheckDigit('19', '00000000001')).toBe('P');
    expect(nossoNumeroCheckDigit('09', '00000000000')).toBe('3');
  });
});
