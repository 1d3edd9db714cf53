import { describe, expect, it } from 'vitest';
import { addCalendarDays } from '../calendar/calendar-date';
import { campaignTypes, type CampaignType } from './enumerations';
import { checkCampaignDates, checkGroupDates, earliestStartDate } from './dates';
import { defaultCampaignRuleSettings as settings } from './settings';

// São Paulo is UTC−3 all year (no DST since 2019): 02:59:59Z is 23:59:59 of the day before there.
const lastSecondOf23rd = new Date('2026-11-24T02:59:59Z');
const midnightOf24th = new Date('2026-11-24T03:00:00Z');
const codes = (type: CampaignType, start?: string, end?: string | null, now = lastSecondOf23rd) =>
  checkCampaignDates({ type, start_date: start, end_date: end }, now, settings).map((i) => i.code);

describe('campaign start date (São Paulo calendar, DESIGN §7)', () => {
  it('refuses today and the past, whatever the UTC date says', () => {
    expect(codes('PROGRAMMATIC', '2026-11-23')).toEqual(['START_NOT_AFTER_TODAY']);
    expect(codes('PROGRAMMATIC', '2026-11-01')).toEqual(['START_NOT_AFTER_TODAY']);
    // At 03:00Z it is midnight in São Paulo: the 24th is today now.
    expect(codes('AUDIO', '2026-11-24', undefined, midnightOf24th)).toEqual(['START_NOT_AFTER_TODAY']);
  });

  it.each([
    ['AUDIO', 3],
    ['YOUTUBE', 3],
    ['PROGRAMMATIC', 5],
    ['SEARCH', 5],
    ['NATIVE', 5],
    ['PUSH', 5],
  ] as const)('%s needs %i days of lead time', (type, days) => {
    expect(codes(type, addCalendarDays('2026-11-23', days))).toEqual([]);
    const tooSoon = checkCampaignDates(
      { type, start_date: addCalendarDays('2026-11-23', days - 1) },
      lastSecondOf23rd,
      settings,
    );
    expect(tooSoon).toMatchObject([
      { code: 'START_LEAD_TIME', path: 'start_date', params: { count: days }, severity: 'error' },
    ]);
  });

  it('gives every type a lead time of 3 (AUDIO, YOUTUBE) or 5 days', () => {
    for (const type of campaignTypes)
      expect(settings.leadTimeDays[type]).toBe(type === 'AUDIO' || type === 'YOUTUBE' ? 3 : 5);
  });

  it('moves the earliest start at São Paulo midnight, not UTC midnight', () => {
    expect(earliestStartDate('AUDIO', lastSecondOf23rd, settings)).toBe('2026-11-26');
    expect(earliestStartDate('AUDIO', midnightOf24th, settings)).toBe('2026-11-27');
    expect(codes('AUDIO', '2026-11-26', undefined, lastSecondOf23rd)).toEqual([]);
    expect(codes('AUDIO', '2026-11-26', undefined, midnightOf24th)).toEqual(['START_LEAD_TIME']);
    // 23:30 in São Paulo on the 23rd is already the 24th in UTC.
    expect(earliestStartDate('PROGRAMMATIC', new Date('2026-11-24T02:30:00Z'), settings)).toBe('2026-11-28');
  });

  it('leaves the start of a published campaign alone while it is kept', () => {
    const issues = checkCampaignDates(
      { type: 'PROGRAMMATIC', start_date: '2026-11-01' },
      lastSecondOf23rd,
      settings,
      '2026-11-01',
    );
    expect(issues).toEqual([]);
    const moved = checkCampaignDates(
      { type: 'PROGRAMMATIC', start_date: '2026-11-02' },
      lastSecondOf23rd,
      settings,
      '2026-11-01',
    );
    expect(moved.map((i) => i.code)).toEqual(['START_NOT_AFTER_TODAY']);
  });
});

describe('campaign end date', () => {
  it('is optional', () => {
    expect(codes('PROGRAMMATIC', '2026-11-28', null)).toEqual([]);
    expect(codes('PROGRAMMATIC', '2026-11-28', undefined)).toEqual([]);
  });

  it('must be after the start', () => {
    expect(codes('PROGRAMMATIC', '2026-12-10', '2026-12-10')).toEqual(['END_NOT_AFTER_START']);
    expect(codes('PROGRAMMATIC', '2026-12-10', '2026-12-09')).toEqual(['END_NOT_AFTER_START']);
  });

  it('must be after tomorrow (São Paulo)', () => {
    expect(codes('PROGRAMMATIC', undefined, '2026-11-24')).toEqual(['END_NOT_AFTER_TOMORROW']);
    expect(codes('PROGRAMMATIC', undefined, '2026-11-25')).toEqual([]);
    expect(codes('PROGRAMMATIC', undefined, '2026-11-25', midnightOf24th)).toEqual([
      'END_NOT_AFTER_TOMORROW',
    ]);
  });

  it('reports every broken date rule at once', () => {
    expect(codes('PROGRAMMATIC', '2026-11-23', '2026-11-22')).toEqual([
      'START_NOT_AFTER_TODAY',
      'END_NOT_AFTER_START',
      'END_NOT_AFTER_TOMORROW',
    ]);
  });
});

describe('recommended duration (warning only)', () => {
  it.each([
    ['PROGRAMMATIC', 7],
    ['AUDIO', 7],
    ['YOUTUBE', 10],
    ['SEARCH', 10],
    ['META_ADS', 10],
  ] as const)('%s: %i days, start and end included', (type, days) => {
    const start = '2026-12-01';
    expect(codes(type, start, addCalendarDays(start, days - 1))).toEqual([]);
    const short = checkCampaignDates(
      { type, start_date: start, end_date: addCalendarDays(start, days - 2) },
      lastSecondOf23rd,
      settings,
    );
    expect(short).toMatchObject([
      { code: 'DURATION_BELOW_RECOMMENDED', severity: 'warning', params: { count: days } },
    ]);
  });
});

describe('group dates inside the campaign period', () => {
  const campaign = { start_date: '2026-12-01', end_date: '2026-12-31' };
  const groupCodes = (
    start?: string,
    end?: string | null,
    c: { start_date?: string; end_date?: string | null } = campaign,
  ) => checkGroupDates({ start_date: start, end_date: end }, c, 'groups.0').map((i) => `${i.code}@${i.path}`);

  it('accepts the campaign period itself, a part of it, and no dates', () => {
    expect(groupCodes('2026-12-01', '2026-12-31')).toEqual([]);
    expect(groupCodes('2026-12-10', '2026-12-10')).toEqual([]);
    expect(groupCodes()).toEqual([]);
  });

  it('refuses a group starting before the campaign or after its end', () => {
    expect(groupCodes('2026-11-30', '2026-12-10')).toEqual([
      'GROUP_START_BEFORE_CAMPAIGN@groups.0.start_date',
    ]);
    expect(groupCodes('2027-01-01')).toEqual(['GROUP_START_AFTER_CAMPAIGN_END@groups.0.start_date']);
  });

  it('refuses a campaign ending before a group ends', () => {
    expect(groupCodes('2026-12-10', '2027-01-01')).toEqual([
      'GROUP_END_AFTER_CAMPAIGN_END@groups.0.end_date',
    ]);
    expect(groupCodes('2026-12-10', '2027-06-01', { start_date: '2026-12-01', end_date: null })).toEqual([]);
  });

  it('refuses a group ending before it starts (or before the campaign starts)', () => {
    expect(groupCodes('2026-12-10', '2026-12-09')).toEqual(['GROUP_END_BEFORE_START@groups.0.end_date']);
    expect(groupCodes(undefined, '2026-11-30')).toEqual(['GROUP_END_BEFORE_START@groups.0.end_date']);
  });
});
