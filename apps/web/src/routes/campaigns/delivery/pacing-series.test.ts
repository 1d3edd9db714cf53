import { describe, expect, it } from 'vitest';
import type { TodayPacing } from '../../../hooks/api/delivery';
import { pacingRows } from './pacing-series';

const hour = (h: number, spent: string | null, target: string | null) => ({
  hour: h,
  spent,
  cumulative_spent: spent,
  cumulative_target: target,
});

const pacing = (hours: TodayPacing['hours']): TodayPacing => ({
  date: '2026-11-24',
  window: 'delivering',
  starts_on: null,
  daily_budget: '2400',
  daily_budget_source: 'campaign',
  spent_today: '0',
  target_now: null,
  hours,
});

describe('pacingRows', () => {
  it('starts the day at zero and puts each hour at its end, spent stopping at the current hour', () => {
    const hours = Array.from({ length: 24 }, (_, h) =>
      hour(h, h < 2 ? String((h + 1) * 150) : null, String((h + 1) * 100)),
    );
    const rows = pacingRows(pacing(hours));
    expect(rows).toHaveLength(25);
    expect(rows[0]).toEqual({ hour: '00h', spent: 0, target: 0 });
    expect(rows[1]).toEqual({ hour: '01h', spent: 150, target: 100 });
    expect(rows[2]).toEqual({ hour: '02h', spent: 300, target: 200 });
    expect(rows[3]).toEqual({ hour: '03h', spent: null, target: 300 });
    expect(rows[24]).toEqual({ hour: '24h', spent: null, target: 2400 });
  });

  it('has no target line without a daily budget', () => {
    const rows = pacingRows(pacing([hour(0, '10', null), hour(1, null, null)]));
    expect(rows.map((r) => r.target)).toEqual([null, null, null]);
    expect(rows.map((r) => r.spent)).toEqual([0, 10, null]);
  });
});
