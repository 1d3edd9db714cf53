import { describe, expect, it } from 'vitest';
import { nextReportRun } from './exports';

describe('nextReportRun', () => {
  it('daily: the next 07:00 in São Paulo', () => {
    expect(nextReportRun('daily', new Date('2026-11-22T09:59:00Z')).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(nextReportRun('daily', new Date('2026-11-22T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    // 01:00 UTC on the 23rd is still the 22nd in São Paulo.
    expect(nextReportRun('daily', new Date('2026-11-23T01:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });
  it('weekly: the next Monday; monthly: the next 1st', () => {
    // 2026-11-22 is a Sunday.
    expect(nextReportRun('weekly', new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextReportRun('weekly', new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-30T10:00:00.000Z');
    expect(nextReportRun('monthly', new Date('2026-11-22T12:00:00Z')).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(nextReportRun('monthly', new Date('2026-12-31T23:00:00Z')).toISOString()).toBe('2027-01-01T10:00:00.000Z');
  });
});
