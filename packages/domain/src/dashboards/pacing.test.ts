import { describe, expect, it } from 'vitest';
import { campaignPacing } from './pacing';

const base = { budget: '100000', startDate: '2026-11-01', endDate: '2026-11-10' };

describe('campaign pacing', () => {
  it('compares the spend with an even spend of the budget by today (both ends included)', () => {
    expect(campaignPacing({ ...base, spent: '50000', today: '2026-11-05' })).toEqual({
      state: 'on_track',
      ratio: 1,
      expected: '50000',
    });
    expect(campaignPacing({ ...base, spent: '30000', today: '2026-11-05' }).state).toBe('behind');
    expect(campaignPacing({ ...base, spent: '70000', today: '2026-11-05' }).state).toBe('ahead');
    expect(campaignPacing({ ...base, spent: '100000', today: '2026-12-01' })).toMatchObject({
      state: 'on_track',
      expected: '100000',
    });
  });
  it('says when there is nothing to compare with', () => {
    expect(campaignPacing({ ...base, spent: '0', today: '2026-10-30' }).state).toBe('not_started');
    expect(campaignPacing({ ...base, endDate: null, spent: '0', today: '2026-11-05' }).state).toBe(
      'no_schedule',
    );
    expect(campaignPacing({ ...base, budget: null, spent: '0', today: '2026-11-05' }).state).toBe(
      'no_schedule',
    );
  });
});
