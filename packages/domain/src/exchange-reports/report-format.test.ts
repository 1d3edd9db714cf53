import { describe, expect, it } from 'vitest';
import {
  decimalToMicros,
  exchangeDayStatus,
  formatExchangeReport,
  parseExchangeReport,
} from './report-format';

const rowsOf = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line, i) => ({ number: i + 1, cells: line.split(',') }));

describe('exchange report format', () => {
  it('reads the days, summing the deal/site lines, with header aliases', () => {
    const { days, problems } = parseExchangeReport(
      rowsOf(
        'Date,Seat,Deal,Site,Currency,Impressions,Buyer Spend\n' +
          '2026-11-28,verba,d1,a.com.br,BRL,10,0.05\n' +
          '2026-11-28,verba,,b.com.br,brl,5,0.025\n' +
          '2026-11-27,verba,,,BRL,1,0.000001',
      ),
    );
    expect(problems).toEqual([]);
    expect(days.map((d) => [d.day, d.impressions, d.spendMicros, d.lines.length])).toEqual([
      ['2026-11-27', 1, 1n, 1],
      ['2026-11-28', 15, 75_000n, 2],
    ]);
  });

  it('names each bad row and refuses another seat, a mixed currency and missing columns', () => {
    const { problems } = parseExchangeReport(
      rowsOf(
        'day,buyer_seat,deal_id,site_domain,currency,imps,spend\n' +
          '28/11/2026,verba,,,BRL,1,1\n' +
          '2026-11-28,verba,,,XXX,1,1\n' +
          '2026-11-28,verba,,,BRL,1.5,1\n' +
          '2026-11-28,verba,,,BRL,1,1,5\n' +
          '2026-11-28,other,,,BRL,1,1\n' +
          '2026-11-28,verba,,,BRL,1,1\n' +
          '2026-11-28,verba,,,USD,1,1',
      ),
      { seats: ['verba'] },
    );
    expect(problems.map((p) => [p.row, p.key])).toEqual([
      [2, 'exchangeReports:bad_day'],
      [3, 'exchangeReports:bad_currency'],
      [4, 'exchangeReports:bad_impressions'],
      [6, 'exchangeReports:other_seat'],
      [8, 'exchangeReports:mixed_currency'],
    ]);
    expect(parseExchangeReport(rowsOf('day,imps\n2026-11-28,1')).problems[0]).toMatchObject({
      key: 'exchangeReports:missing_columns',
      params: { columns: 'currency, spend' },
    });
  });

  it('writes what it reads', () => {
    const text = formatExchangeReport([
      { day: '2026-11-28', seat: 'verba', site: 'x,y.com', currency: 'BRL', impressions: 3, spendMicros: 21_000n },
    ]);
    expect(text).toBe('day,buyer_seat,deal_id,site_domain,currency,imps,spend\n2026-11-28,verba,,"x,y.com",BRL,3,0.021000\n');
    expect(decimalToMicros('1.5')).toBe(1_500_000n);
    expect(decimalToMicros('1,5')).toBeNull();
    expect(decimalToMicros('1.1234567')).toBeNull();
  });

  it('agrees within 0.5 % (at least a centavo of spend), differs beyond', () => {
    const billed = { impressions: 1000, spendMicros: 7_000_000n, currency: 'BRL' };
    const counted = (impressions: number, spendMicros: bigint) => ({ impressions, spendMicros, currency: 'BRL' });
    expect(exchangeDayStatus(counted(1000, 7_000_000n), billed)).toBe('agrees');
    expect(exchangeDayStatus(counted(995, 6_965_000n), billed)).toBe('agrees');
    expect(exchangeDayStatus(counted(994, 7_000_000n), billed)).toBe('differs');
    expect(exchangeDayStatus(counted(1000, 6_964_999n), billed)).toBe('differs');
    expect(exchangeDayStatus(counted(900, 0n), { impressions: 1000, spendMicros: 0n, currency: 'BRL' })).toBe('differs');
    expect(exchangeDayStatus({ impressions: 3, spendMicros: 9_999n, currency: 'BRL' }, { impressions: 3, spendMicros: 0n, currency: 'BRL' })).toBe('agrees');
    expect(exchangeDayStatus(counted(1000, 7_000_000n), { ...billed, currency: 'USD' })).toBe('currency_differs');
    expect(exchangeDayStatus(counted(1000, 7_000_000n), null)).toBe('no_report');
  });
});
