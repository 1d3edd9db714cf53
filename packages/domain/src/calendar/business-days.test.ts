import { describe, expect, it } from 'vitest';
import Holidays from 'date-holidays';
import {
  addBusinessDays,
  bankHolidaysOf,
  businessDayOnOrAfter,
  isBusinessDay,
  nextBusinessDay,
  withdrawalSettlementDate,
} from './business-days';
import {
  addCalendarDays,
  calendarDaysBetween,
  isCalendarDate,
  saoPauloClockAt,
  weekdayOf,
} from './calendar-date';

describe('national bank holidays', () => {
  it('lists the FEBRABAN national calendar for 2027, Carnaval Monday and Tuesday included', () => {
    expect([...bankHolidaysOf(2027).keys()].sort()).toEqual([
      '2027-01-01',
      '2027-02-08', // Carnaval Monday
      '2027-02-09', // Carnaval Tuesday
      '2027-03-26', // Good Friday
      '2027-04-21',
      '2027-05-01',
      '2027-05-27', // Corpus Christi
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ]);
  });

  it('closes the same weekdays as the public and bank holidays of date-holidays (oracle), 2024–2099', () => {
    // Compared on weekdays only: date-holidays also lists election Sundays as public holidays.
    const weekday = (d: string) => weekdayOf(d) !== 0 && weekdayOf(d) !== 6;
    const oracle = new Holidays('BR');
    for (let year = 2024; year <= 2099; year++) {
      const expected = oracle
        .getHolidays(year)
        .filter((h) => h.type === 'public' || h.type === 'bank')
        .map((h) => h.date.slice(0, 10))
        .filter(weekday);
      const actual = [...bankHolidaysOf(year).keys()].filter(weekday);
      expect(actual.sort(), String(year)).toEqual([...new Set(expected)].sort());
    }
  });

  it('refuses years outside the supported calendar', () => {
    expect(() => isBusinessDay('2100-01-04')).toThrow(RangeError);
  });

  it('treats weekends and holidays as non-business days, Ash Wednesday as a business day', () => {
    expect(isBusinessDay('2027-02-05')).toBe(true); // Friday before Carnaval
    expect(isBusinessDay('2027-02-06')).toBe(false); // Saturday
    expect(isBusinessDay('2027-02-08')).toBe(false);
    expect(isBusinessDay('2027-02-09')).toBe(false);
    expect(isBusinessDay('2027-02-10')).toBe(true);
    expect(isBusinessDay('2026-12-25')).toBe(false);
    expect(isBusinessDay('2026-12-31')).toBe(true);
    expect(isBusinessDay('2026-06-04')).toBe(false); // Corpus Christi 2026
    expect(isBusinessDay('2026-11-20')).toBe(false); // Consciência Negra, national since 2024
  });

  it('reads a Date as its São Paulo calendar day', () => {
    // 2027-02-08T02:00Z is still Sunday 7 Feb, 23:00 in São Paulo.
    expect(isBusinessDay(new Date('2027-02-08T02:00:00Z'))).toBe(false);
    expect(nextBusinessDay(new Date('2027-02-08T02:00:00Z'))).toBe('2027-02-10');
    expect(isBusinessDay(new Date('2027-02-10T03:00:00Z'))).toBe(true);
  });

  it('walks business days across Carnaval and Christmas', () => {
    expect(nextBusinessDay('2027-02-05')).toBe('2027-02-10');
    expect(nextBusinessDay('2026-12-24')).toBe('2026-12-28');
    expect(businessDayOnOrAfter('2026-12-26')).toBe('2026-12-28');
    expect(businessDayOnOrAfter('2026-12-28')).toBe('2026-12-28');
    expect(addBusinessDays('2027-02-04', 2)).toBe('2027-02-10');
    expect(addBusinessDays('2027-02-06', 0)).toBe('2027-02-10');
    expect(() => addBusinessDays('2027-02-06', -1)).toThrow(RangeError);
    expect(() => isBusinessDay('2027-02-30')).toThrow(RangeError);
  });
});

describe('withdrawalSettlementDate', () => {
  const at = (iso: string) => withdrawalSettlementDate(new Date(iso));

  it('settles the same day before 15:00 and the next business day from 15:00 (Friday)', () => {
    expect(at('2026-11-27T14:59:59-03:00')).toBe('2026-11-27');
    expect(at('2026-11-27T15:00:00-03:00')).toBe('2026-11-30');
    expect(at('2026-11-27T23:30:00-03:00')).toBe('2026-11-30'); // already Saturday in UTC
  });

  it('moves a Saturday or Sunday request to Monday, whatever the hour', () => {
    expect(at('2026-11-28T09:00:00-03:00')).toBe('2026-11-30');
    expect(at('2026-11-29T00:00:00-03:00')).toBe('2026-11-30');
  });

  it('skips Carnaval 2027', () => {
    expect(at('2027-02-05T14:59:00-03:00')).toBe('2027-02-05');
    expect(at('2027-02-05T15:00:00-03:00')).toBe('2027-02-10');
    expect(at('2027-02-08T10:00:00-03:00')).toBe('2027-02-10');
    expect(at('2027-02-09T16:00:00-03:00')).toBe('2027-02-10');
    expect(at('2027-02-10T14:00:00-03:00')).toBe('2027-02-10');
  });

  it('skips Christmas', () => {
    expect(at('2026-12-24T14:00:00-03:00')).toBe('2026-12-24');
    expect(at('2026-12-24T15:00:00-03:00')).toBe('2026-12-28');
    expect(at('2026-12-25T11:00:00-03:00')).toBe('2026-12-28');
  });

  it('uses São Paulo time without daylight saving since 2019 (UTC−3 in January)', () => {
    expect(at('2027-01-15T17:59:59Z')).toBe('2027-01-15'); // 14:59:59 in São Paulo
    expect(at('2027-01-15T18:00:00Z')).toBe('2027-01-18'); // 15:00 on a Friday
    expect(saoPauloClockAt(new Date('2027-01-15T18:00:00Z'))).toEqual({
      date: '2027-01-15',
      hour: 15,
      minute: 0,
      second: 0,
    });
  });

  it('follows the tz database where São Paulo did observe daylight saving (UTC−2, Nov 2018)', () => {
    expect(at('2018-11-05T16:59:00Z')).toBe('2018-11-05'); // 14:59 BRST
    expect(at('2018-11-05T17:00:00Z')).toBe('2018-11-06'); // 15:00 BRST
  });
});

describe('calendar dates', () => {
  it('validates and does arithmetic on YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-2-1')).toBe(false);
    expect(addCalendarDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(calendarDaysBetween('1997-10-07', '2025-02-22')).toBe(10_000);
    expect(weekdayOf('2027-02-08')).toBe(1);
  });
});
