import { describe, expect, it } from 'vitest';
import { addDays } from './delivery';
import { AdsApiError } from './failure';
import { dateRangeOf, parseGaql } from './gaql';

const codeOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof AdsApiError) return e.errors[0]!.errorCode;
    throw e;
  }
  return null;
};

describe('GAQL subset', () => {
  it('parses SELECT, FROM, WHERE with the documented operators, ORDER BY, LIMIT and PARAMETERS', () => {
    const q = parseGaql(
      "SELECT campaign.id, metrics.cost_micros FROM campaign WHERE campaign.status IN ('ENABLED', 'PAUSED') AND campaign.name LIKE '%Verba%' AND segments.date BETWEEN '2026-11-01' AND '2026-11-07' AND campaign.id != 5 AND campaign.end_date_time IS NOT NULL ORDER BY metrics.cost_micros DESC, campaign.id LIMIT 10 PARAMETERS include_drafts = true",
    );
    expect(q.select).toEqual(['campaign.id', 'metrics.cost_micros']);
    expect(q.from).toBe('campaign');
    expect(q.where.map((w) => w.op)).toEqual(['IN', 'LIKE', 'BETWEEN', '!=', 'IS NOT NULL']);
    expect(q.where[0]!.values).toEqual(['ENABLED', 'PAUSED']);
    expect(q.orderBy).toEqual([
      { field: 'metrics.cost_micros', desc: true },
      { field: 'campaign.id', desc: false },
    ]);
    expect(q.limit).toBe(10);
    expect(q.parameters).toEqual({ include_drafts: 'true' });
  });

  it('answers the API query errors', () => {
    expect(codeOf(() => parseGaql('campaign.id FROM campaign'))).toEqual({ queryError: 'EXPECTED_SELECT' });
    expect(codeOf(() => parseGaql('SELECT campaign.id campaign'))).toEqual({ queryError: 'EXPECTED_FROM' });
    expect(codeOf(() => parseGaql("SELECT campaign.id FROM campaign WHERE campaign.name = 'open"))).toEqual({
      queryError: 'STRING_NOT_TERMINATED',
    });
    expect(codeOf(() => parseGaql('SELECT campaign.id FROM campaign LIMIT 0'))).toEqual({
      queryError: 'LIMIT_VALUE_TOO_LOW',
    });
    expect(codeOf(() => parseGaql('SELECT campaign.id FROM campaign WHERE campaign.id IN ()'))).toEqual({
      queryError: 'PROHIBITED_EMPTY_LIST_IN_CONDITION',
    });
  });

  it('derives the date range of segments.date conditions, DURING included', () => {
    const range = (where: string) =>
      dateRangeOf(parseGaql(`SELECT segments.date FROM campaign WHERE ${where}`), '2026-11-28', addDays);
    expect(range("segments.date BETWEEN '2026-11-01' AND '2026-11-07'")).toEqual({
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(range("segments.date >= '2026-11-20' AND segments.date < '2026-11-25'")).toEqual({
      from: '2026-11-20',
      to: '2026-11-24',
    });
    expect(range('segments.date DURING LAST_7_DAYS')).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(range('segments.date DURING LAST_MONTH')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(codeOf(() => range("segments.date >= '2026-11-20'"))).toEqual({
      queryError: 'EXPECTED_FILTERS_ON_DATE_RANGE',
    });
    expect(codeOf(() => range("segments.date = '20/11/2026'"))).toEqual({
      queryError: 'INVALID_DATE_FORMAT',
    });
  });
});
