import { describe, expect, it } from 'vitest';
import type { StaffDelivery } from '../../../hooks/api/delivery';
import { minuteRows } from './minute-series';

const since = '2026-11-24T10:00:00.000Z';
const minute = (at: string, over: Partial<StaffDelivery['minutes'][number]> = {}) => ({
  minute: at,
  requests: 600,
  bids: 300,
  wins: 30,
  impressions: 28,
  timeouts: 0,
  latency_p50_ms: 1.5,
  latency_p99_ms: 9,
  spend: '1234',
  ...over,
});

describe('minuteRows', () => {
  it('gives the hour sixty slots, São Paulo time, with gaps for minutes without data', () => {
    const rows = minuteRows(since, [minute('2026-11-24T10:05:00.000Z')], 'pt-BR');
    expect(rows).toHaveLength(60);
    expect(rows[0]).toMatchObject({ minute: '07:00', requests: null, spend: null, p50: null });
    expect(rows[5]).toEqual({
      minute: '07:05',
      requests: 600,
      bid_rate: 0.5,
      win_rate: 0.1,
      p50: 1.5,
      p99: 9,
      spend: 1234,
    });
    expect(rows[59]!.minute).toBe('07:59');
  });

  it('has no rate for a minute without requests or bids, and drops minutes outside the hour', () => {
    const rows = minuteRows(
      since,
      [
        minute('2026-11-24T10:01:00.000Z', { requests: 0, bids: 0, wins: 0 }),
        minute('2026-11-24T09:59:00.000Z'),
        minute('2026-11-24T11:00:00.000Z'),
      ],
      'pt-BR',
    );
    expect(rows[1]).toMatchObject({ requests: 0, bid_rate: null, win_rate: null });
    expect(rows.filter((r) => r.requests !== null)).toHaveLength(1);
  });
});
