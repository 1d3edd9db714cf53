import { describe, expect, it } from 'vitest';
import { dateRangeOfPreset, presetOfDateRange, saoPauloInstantsOf, saoPauloStartOfDay } from './date-range';

describe('date range presets (spec §2)', () => {
  // Wednesday, 2026-03-11
  const today = '2026-03-11';

  it.each([
    ['today', '2026-03-11', '2026-03-11'],
    ['yesterday', '2026-03-10', '2026-03-10'],
    ['this_week', '2026-03-09', '2026-03-11'],
    ['last_7_days', '2026-03-05', '2026-03-11'],
    ['last_15_days', '2026-02-25', '2026-03-11'],
    ['last_30_days', '2026-02-10', '2026-03-11'],
    ['this_month', '2026-03-01', '2026-03-11'],
    ['last_month', '2026-02-01', '2026-02-28'],
  ] as const)('%s is %s … %s', (preset, from, to) => {
    expect(dateRangeOfPreset(preset, today)).toEqual({ from, to });
    expect(presetOfDateRange({ from, to }, today)).toBe(preset);
  });

  it('starts the week on Monday (a Monday is its own week start) and crosses years', () => {
    expect(dateRangeOfPreset('this_week', '2026-03-09')).toEqual({ from: '2026-03-09', to: '2026-03-09' });
    expect(dateRangeOfPreset('this_week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(dateRangeOfPreset('last_month', '2026-01-20')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('names no preset for a custom range', () => {
    expect(presetOfDateRange({ from: '2026-03-02', to: '2026-03-04' }, today)).toBeUndefined();
  });
});

describe('São Paulo days as instants', () => {
  it('begins a day at 03:00 UTC today (no DST since 2019)', () => {
    expect(saoPauloStartOfDay('2026-03-11').toISOString()).toBe('2026-03-11T03:00:00.000Z');
  });

  it('follows the old summer time (UTC−2 in January 2018)', () => {
    expect(saoPauloStartOfDay('2018-01-15').toISOString()).toBe('2018-01-15T02:00:00.000Z');
  });

  it('covers whole days, the end excluded, either end open', () => {
    expect(saoPauloInstantsOf({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      start: new Date('2026-03-01T03:00:00Z'),
      end: new Date('2026-04-01T03:00:00Z'),
    });
    expect(saoPauloInstantsOf({})).toEqual({ start: undefined, end: undefined });
  });
});
