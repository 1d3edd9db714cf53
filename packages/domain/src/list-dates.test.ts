import { describe, expect, it } from 'vitest';
import { formatTime, listDateFormatter } from './list-dates';

describe('listDateFormatter', () => {
  const rows = ['2026-03-10T13:05:00Z', '2026-03-10T20:40:00Z', '2026-03-09T12:00:00Z'];

  it('adds the time only to rows that share a São Paulo day', () => {
    const format = listDateFormatter(rows, 'pt_BR');
    expect(rows.map(format)).toEqual(['10/03/2026 10:05', '10/03/2026 17:40', '09/03/2026']);
  });

  it('counts days in São Paulo, not UTC', () => {
    // 02:00 UTC on the 11th is still the 10th in São Paulo.
    const format = listDateFormatter(['2026-03-11T02:00:00Z', '2026-03-10T15:00:00Z'], 'pt_BR');
    expect(format('2026-03-11T02:00:00Z')).toBe('10/03/2026 23:00');
  });

  it('writes the time the language’s way', () => {
    expect(formatTime('2026-03-10T20:40:00Z', 'en')).toBe('5:40 PM');
    expect(formatTime('2026-03-10T20:40:00Z', 'es')).toBe('17:40');
    expect(formatTime('2026-03-10T03:05:00Z', 'pt_BR')).toBe('00:05');
    expect(listDateFormatter(rows, 'en')(rows[0]!)).toBe('03/10/2026 10:05 AM');
  });
});
