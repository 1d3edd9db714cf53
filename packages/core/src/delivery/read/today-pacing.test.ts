import { describe, expect, it } from 'vitest';
import { cumulativeDiurnalShare, diurnalShare } from '@verba/domain/delivery/diurnal';
import { emptyDeliveryTotals } from '@verba/events/event-store';
import { todayPacing } from './today-pacing';

// 2026-11-24 14:30 in São Paulo (UTC−3): midnight there is 03:00 UTC.
const now = new Date('2026-11-24T17:30:00Z');
const hourAt = (h: number) => new Date(Date.UTC(2026, 10, 24, 3 + h));
const spend = (h: number, micros: bigint) => ({
  hour: hourAt(h),
  totals: { ...emptyDeliveryTotals(), spendMicros: micros },
});

describe('todayPacing', () => {
  it('spend by São Paulo hour, cumulative; hours still to come are null', () => {
    const p = todayPacing({
      now,
      hourly: [spend(0, 10_000_000n), spend(9, 25_000_000n), spend(14, 5_000_000n), spend(-1, 99_000_000n)],
      totalSpendMicros: 40_000_000n,
      dailyBudget: 10_000n,
      budget: 100_000n,
      endDate: null,
      window: 'delivering',
      startsOn: null,
    });
    expect(p.date).toBe('2026-11-24');
    expect(p.spent_today).toBe('4000');
    expect(p.hours[0]).toMatchObject({ hour: 0, spent: '1000', cumulative_spent: '1000' });
    expect(p.hours[9]).toMatchObject({ spent: '2500', cumulative_spent: '3500' });
    expect(p.hours[14]).toMatchObject({ spent: '500', cumulative_spent: '4000' });
    expect(p.hours[15]).toMatchObject({ spent: null, cumulative_spent: null });
    expect(p.hours[23]!.cumulative_target).toBe('10000');
    expect(p.daily_budget_source).toBe('campaign');
    // Half of hour 14 has passed.
    const share = cumulativeDiurnalShare(13) + diurnalShare(14) / 2;
    expect(Number(p.target_now)).toBeCloseTo(10_000 * share, 0);
  });

  it('without a daily budget: what was left at midnight spread over the days to the end date', () => {
    const p = todayPacing({
      now,
      hourly: [spend(10, 20_000_000n)],
      // 1.000,00 spent before today, 20,00 today.
      totalSpendMicros: 1_020_000_000n,
      dailyBudget: null,
      budget: 10_000_00n,
      endDate: '2026-11-28',
      window: 'delivering',
      startsOn: null,
    });
    // (1.000.000 − 100.000) centavos over 5 days (24th to 28th), rounded up.
    expect(p).toMatchObject({ daily_budget: '180000', daily_budget_source: 'spread', spent_today: '2000' });
  });

  it('open-ended without a daily budget, or past its end: no target', () => {
    const open = todayPacing({
      now,
      hourly: [],
      totalSpendMicros: 0n,
      dailyBudget: null,
      budget: 500n,
      endDate: null,
      window: 'delivering',
      startsOn: null,
    });
    expect(open).toMatchObject({ daily_budget: null, daily_budget_source: 'none', target_now: null });
    expect(open.hours.every((h) => h.cumulative_target === null)).toBe(true);
    const ended = todayPacing({
      now,
      hourly: [],
      totalSpendMicros: 0n,
      dailyBudget: null,
      budget: 500n,
      endDate: '2026-11-23',
      window: 'ended',
      startsOn: null,
    });
    expect(ended.daily_budget).toBeNull();
  });

  it('on a day it does not deliver (in review, starting next week): no target, so never "behind"', () => {
    const p = todayPacing({
      now,
      hourly: [],
      totalSpendMicros: 0n,
      dailyBudget: 10_000n,
      budget: 100_000n,
      endDate: null,
      window: 'in_review',
      startsOn: '2026-12-01',
    });
    expect(p).toMatchObject({
      window: 'in_review',
      starts_on: '2026-12-01',
      target_now: null,
      daily_budget: '10000',
    });
    expect(p.hours.every((h) => h.cumulative_target === null)).toBe(true);
  });
});
