import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatMoney } from './formats';

describe('formatMoney', () => {
  it('formats BRL with a comma decimal and dot thousands', () => {
    expect(formatMoney(123456, 'BRL')).toBe('R$ 1.234,56');
    expect(formatMoney(100, 'BRL')).toBe('R$ 1,00');
    expect(formatMoney(5, 'BRL')).toBe('R$ 0,05');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(5_000_000, 'BRL')).toBe('R$ 50.000,00');
  });

  it('formats USD with a dot decimal and comma thousands, no gap after the symbol', () => {
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(100_000_000_00, 'USD')).toBe('$100,000,000.00');
  });

  it('formats EUR with a comma decimal and dot thousands', () => {
    expect(formatMoney(123456, 'EUR')).toBe('€ 1.234,56');
    expect(formatMoney(99, 'EUR')).toBe('€ 0,99');
  });

  it('accepts bigint and string minor units exactly, beyond the float range', () => {
    expect(formatMoney(123456789012345678901n, 'BRL')).toBe('R$ 1.234.567.890.123.456.789,01');
    expect(formatMoney('449', 'BRL')).toBe('R$ 4,49');
    expect(formatMoney('-367', 'BRL')).toBe('-R$ 3,67');
    expect(formatMoney(-123456, 'USD')).toBe('-$1,234.56');
  });

  it('rejects fractional or malformed amounts', () => {
    expect(() => formatMoney(1.5)).toThrow(RangeError);
    expect(() => formatMoney('12,50')).toThrow(RangeError);
    expect(() => formatMoney('')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('uses DD/MM/YYYY in Portuguese and Spanish, MM/DD/YYYY in English', () => {
    expect(formatDate('2026-11-22', 'pt_BR')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', 'es')).toBe('22/11/2026');
    expect(formatDate('2026-11-22', 'en')).toBe('11/22/2026');
  });

  it('accepts i18next locales and defaults to pt-BR', () => {
    expect(formatDate('2026-03-05', 'pt-BR')).toBe('05/03/2026');
    expect(formatDate('2026-03-05', 'en-US')).toBe('03/05/2026');
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
  });

  it('formats instants in the given time zone', () => {
    const instant = '2026-11-22T01:30:00Z';
    expect(formatDate(instant, 'pt_BR', { timeZone: 'UTC' })).toBe('22/11/2026');
    expect(formatDate(instant, 'pt_BR', { timeZone: 'America/Sao_Paulo' })).toBe('21/11/2026');
    expect(formatDate(new Date(instant), 'en', { timeZone: 'America/Sao_Paulo' })).toBe('11/21/2026');
  });

  it('rejects invalid dates', () => {
    expect(() => formatDate('not a date', 'pt_BR')).toThrow(RangeError);
  });
});

describe('formatFileSize', () => {
  it('shows bytes below 1000', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(999)).toBe('999 bytes');
  });

  it('shows KB from 1000 bytes, with the language decimal separator', () => {
    expect(formatFileSize(1000, 'pt_BR')).toBe('1 KB');
    expect(formatFileSize(1500, 'pt_BR')).toBe('1,5 KB');
    expect(formatFileSize(1500, 'es')).toBe('1,5 KB');
    expect(formatFileSize(1500, 'en')).toBe('1.5 KB');
    expect(formatFileSize(200_000, 'pt_BR')).toBe('200 KB');
    expect(formatFileSize(800_000, 'en')).toBe('800 KB');
  });

  it('shows MB from 1000 KB, never "1000 KB"', () => {
    expect(formatFileSize(999_960, 'pt_BR')).toBe('1 MB');
    expect(formatFileSize(100_000_000, 'pt_BR')).toBe('100 MB');
    expect(formatFileSize(2_450_000, 'pt_BR')).toBe('2,5 MB');
    expect(formatFileSize(2_450_000, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2_450_000, 'es')).toBe('2,5 MB');
  });
});
