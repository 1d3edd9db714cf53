import { describe, expect, it } from 'vitest';
import { addCalendarMonths, audienceEligibility, mayUseAudience } from './eligibility';

const createdAt = new Date('2026-01-15T12:00:00.000Z');
const at = (iso: string) => ({ advertiserCreatedAt: createdAt, now: new Date(iso) });
const ms = 1;

describe('audience eligibility', () => {
  it('gives only broad audiences under 4 days', () => {
    expect(audienceEligibility(at('2026-01-15T12:00:00.000Z')).allowed).toEqual(['broad']);
    const justBefore = new Date(Date.parse('2026-01-19T12:00:00.000Z') - ms).toISOString();
    expect(audienceEligibility(at(justBefore)).allowed).toEqual(['broad']);
  });

  it('adds catalogue segments at exactly 4 days', () => {
    expect(audienceEligibility(at('2026-01-19T12:00:00.000Z')).allowed).toEqual(['broad', 'catalogue']);
  });

  it('refuses own and custom audiences at exactly 3 months, allows them just after', () => {
    expect(mayUseAudience('custom', at('2026-04-15T12:00:00.000Z'))).toBe(false);
    expect(mayUseAudience('own', at('2026-04-15T12:00:00.000Z'))).toBe(false);
    expect(mayUseAudience('custom', at('2026-04-15T12:00:00.001Z'))).toBe(true);
    expect(audienceEligibility(at('2026-04-16T00:00:00.000Z')).allowed).toEqual([
      'broad',
      'catalogue',
      'own',
      'custom',
    ]);
  });

  it('says when each becomes available', () => {
    const eligibility = audienceEligibility(at('2026-01-16T00:00:00.000Z'));
    expect(eligibility.catalogueFrom.toISOString()).toBe('2026-01-19T12:00:00.000Z');
    expect(eligibility.ownAndCustomAfter.toISOString()).toBe('2026-04-15T12:00:00.000Z');
  });

  it('counts calendar months, clamping to the month end', () => {
    expect(addCalendarMonths(new Date('2025-11-30T10:00:00Z'), 3).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2027-11-30T10:00:00Z'), 3).toISOString()).toBe(
      '2028-02-29T10:00:00.000Z',
    );
    expect(addCalendarMonths(new Date('2026-10-31T10:00:00Z'), 3).toISOString()).toBe(
      '2027-01-31T10:00:00.000Z',
    );
  });
});
