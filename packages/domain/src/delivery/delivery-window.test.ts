import { describe, expect, it } from 'vitest';
import { deliveryStartDate, deliveryWindow } from './delivery-window';

const today = '2026-11-24';
const campaign = (
  over: Partial<{
    status: 'active' | 'pending' | 'paused' | 'draft' | 'failed' | 'finished';
    startDate: string | null;
    endDate: string | null;
  }> = {},
) => ({
  status: 'active' as const,
  startDate: '2026-11-20',
  endDate: '2026-12-20',
  ...over,
});

describe('deliveryWindow', () => {
  it('delivers only when approved, started, not ended, not paused and with an approved creative', () => {
    expect(deliveryWindow({ today, campaign: campaign(), approvedCreatives: 1 })).toBe('delivering');
    expect(
      deliveryWindow({
        today,
        campaign: campaign({ startDate: today, endDate: today }),
        approvedCreatives: 1,
      }),
    ).toBe('delivering');
    expect(deliveryWindow({ today, campaign: campaign(), approvedCreatives: 0 })).toBe('waiting_creatives');
  });

  it('says what a campaign that cannot deliver waits for', () => {
    expect(
      deliveryWindow({
        today,
        campaign: campaign({ status: 'pending', startDate: '2026-12-01' }),
        approvedCreatives: 1,
      }),
    ).toBe('in_review');
    expect(
      deliveryWindow({ today, campaign: campaign({ startDate: '2026-12-01' }), approvedCreatives: 0 }),
    ).toBe('not_started');
    expect(
      deliveryWindow({ today, campaign: campaign({ endDate: '2026-11-23' }), approvedCreatives: 1 }),
    ).toBe('ended');
    expect(deliveryWindow({ today, campaign: campaign({ status: 'finished' }), approvedCreatives: 1 })).toBe(
      'ended',
    );
    expect(deliveryWindow({ today, campaign: campaign({ status: 'paused' }), approvedCreatives: 1 })).toBe(
      'paused',
    );
    expect(deliveryWindow({ today, campaign: campaign({ status: 'draft' }), approvedCreatives: 1 })).toBe(
      'draft',
    );
    expect(deliveryWindow({ today, campaign: campaign({ status: 'failed' }), approvedCreatives: 1 })).toBe(
      'rejected',
    );
  });

  it('takes the group dates and the strategy status into account', () => {
    const group = { status: 'active' as const, startDate: '2026-11-30', endDate: null };
    expect(deliveryWindow({ today, campaign: campaign(), group, approvedCreatives: 1 })).toBe('not_started');
    expect(
      deliveryWindow({
        today,
        campaign: campaign(),
        group: { ...group, startDate: null },
        strategyStatus: 'paused',
        approvedCreatives: 1,
      }),
    ).toBe('paused');
    expect(deliveryStartDate([campaign(), group])).toBe('2026-11-30');
    expect(deliveryStartDate([{ startDate: null }])).toBeNull();
  });
});
