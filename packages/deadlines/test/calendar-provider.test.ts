import {describe, expect, it} from 'vitest';
import {CalendarProvider, HolidayType, getVersion} from '../src/index.js';
import {isLocalMidnight, localDay} from './fixtures.js';

const dates = (days: {date: string}[]) => days.map((day) => day.date);

describe('CalendarProvider defaults', () => {
  const calendar = new CalendarProvider();

  it.each([
    ['2025-04-18', 'Karfreitag'],
    ['2025-04-21', 'Ostermontag'],
    ['2026-04-03', 'Karfreitag'],
    ['2026-04-06', 'Ostermontag'],
    ['2025-05-29', 'Christi Himmelfahrt'],
    ['2025-06-19', 'Fronleichnam'],
    ['2025-10-31', 'Reformationstag'],
    ['2025-11-19', 'Buß- und Bettag'],
    ['2025-12-24', 'Heiligabend'],
    ['2025-12-31', 'Silvester'],
    ['2025-05-08', 'Tag der Befreiung'],
    ['2025-06-06', 'Start LFW24 (24-Stunden-Lieferantenwechsel)'],
  ])('treats %s (%s) as a non-working holiday everywhere', (date, name) => {
    expect(calendar.isHoliday(date)).toBe(true);
    expect(calendar.isWorkingDay(date)).toBe(false);
    const info = calendar.getDayInfo(date);
    expect(info.holidays.map((h) => h.name)).toEqual([name]);
    expect(info.reason).toBe(name);
  });

  it('treats ordinary weekdays as working days', () => {
    for (const date of ['2025-10-01', '2025-10-02', '2025-04-17', '2025-04-22', '2026-01-02']) {
      const info = calendar.getDayInfo(date);
      expect(info).toMatchObject({
        date,
        isWorkingDay: true,
        isHoliday: false,
        isWeekend: false,
        holidays: [],
        reasonTypes: [],
      });
      expect(info.reason).toBeUndefined();
    }
  });

  it('describes weekend days, also when a holiday falls on them', () => {
    expect(calendar.getDayInfo('2025-10-04')).toMatchObject({
      dayOfWeek: 6,
      isWeekend: true,
      isHoliday: false,
      isWorkingDay: false,
      reason: 'Saturday',
      reasonTypes: [HolidayType.WEEKEND],
    });
    expect(calendar.getDayInfo('2025-04-20')).toMatchObject({
      dayOfWeek: 0,
      isHoliday: true,
      reason: 'Sunday, Ostersonntag',
      reasonTypes: [HolidayType.WEEKEND, HolidayType.PUBLIC_HOLIDAY],
    });
    expect(calendar.isHoliday('2025-10-04')).toBe(false);
  });

  it('reports operational and special types', () => {
    expect(calendar.getDayInfo('2025-12-24').reasonTypes).toEqual([HolidayType.OPERATIONAL_HOLIDAY]);
    expect(calendar.getDayInfo('2025-06-06').reasonTypes).toEqual([HolidayType.SPECIAL_HOLIDAY]);
  });

  it('returns holiday objects that cannot change the calendar', () => {
    const info = calendar.getDayInfo('2025-10-03');
    info.holidays.pop();
    expect(calendar.isHoliday('2025-10-03')).toBe(true);
    expect(Object.isFrozen(calendar.getDayInfo('2025-10-03').holidays[0])).toBe(true);
    // A calendar of its own: the shared one may have built 2025's holidays in an earlier test.
    const fresh = new CalendarProvider();
    const reformation = fresh.getDayInfo('2025-10-31').holidays[0]!;
    expect(() => (reformation.bundeslaender as string[]).push('Bayern')).toThrow(TypeError);
    expect(fresh.getDayInfo('2025-10-31').holidays[0]?.bundeslaender).not.toContain('Bayern');
  });

  it('adds working days without counting the start day', () => {
    expect(localDay(calendar.addWorkingDays('2025-10-01', 0))).toBe('2025-10-02');
    expect(localDay(calendar.addWorkingDays('2025-10-01', 1))).toBe('2025-10-03');
    expect(localDay(calendar.addWorkingDays('2025-10-01', 2))).toBe('2025-10-07');
    expect(localDay(calendar.addWorkingDays('2025-10-01', 10))).toBe('2025-10-17');
    expect(localDay(calendar.addWorkingDays('2025-10-01', 13))).toBe('2025-10-22');
    expect(isLocalMidnight(calendar.addWorkingDays('2025-10-01', 2))).toBe(true);
  });

  it('counts across Easter 2025 and Easter 2026', () => {
    // Thu 17 Apr 2025: Fri 18 and Mon 21 are holidays, so the 2nd working day is Tue 22.
    expect(localDay(calendar.addWorkingDays('2025-04-17', 2))).toBe('2025-04-24');
    expect(localDay(calendar.addWorkingDays('2026-04-02', 1))).toBe('2026-04-08');
  });

  it('counts across Christmas and New Year', () => {
    // 24, 25, 26 (Fri), weekend, 29, 30 working, 31 and 1 Jan holidays, 2 Jan working.
    expect(localDay(calendar.addWorkingDays('2025-12-23', 3))).toBe('2026-01-03');
    expect(calendar.countWorkingDays('2025-12-22', '2026-01-02')).toBe(5);
  });

  it('lists working and non-working days of a range, both ends included', () => {
    expect(dates(calendar.getWorkingDaysInRange('2025-10-01', '2025-10-07'))).toEqual([
      '2025-10-01',
      '2025-10-02',
      '2025-10-06',
      '2025-10-07',
    ]);
    expect(calendar.getNonWorkingDaysInRange('2025-10-01', '2025-10-07').map((d) => `${d.date} ${d.reason}`)).toEqual([
      '2025-10-03 Tag der Deutschen Einheit',
      '2025-10-04 Saturday',
      '2025-10-05 Sunday',
    ]);
    expect(calendar.countWorkingDays('2025-10-01', '2025-10-07')).toBe(4);
    expect(calendar.countWorkingDays('2025-10-01', '2025-10-31')).toBe(21);
    expect(calendar.countWorkingDays('2025-10-04', '2025-10-04')).toBe(0);
    expect(calendar.countWorkingDays('2025-10-06', '2025-10-06')).toBe(1);
  });

  it('counts the working days of a whole year', () => {
    // 2025: 261 weekdays minus the weekday holidays of all states plus 24/31 Dec and the two special days.
    const nonWorkingWeekdays = calendar
      .getNonWorkingDaysInRange('2025-01-01', '2025-12-31')
      .filter((day) => !day.isWeekend);
    expect(nonWorkingWeekdays.map((day) => day.date)).toEqual([
      '2025-01-01',
      '2025-01-06',
      '2025-04-18',
      '2025-04-21',
      '2025-05-01',
      '2025-05-08',
      '2025-05-29',
      '2025-06-06',
      '2025-06-09',
      '2025-06-19',
      '2025-08-15',
      '2025-10-03',
      '2025-10-31',
      '2025-11-19',
      '2025-12-24',
      '2025-12-25',
      '2025-12-26',
      '2025-12-31',
    ]);
    expect(calendar.countWorkingDays('2025-01-01', '2025-12-31')).toBe(261 - 18);
  });

  it('rejects a range that ends before it starts', () => {
    const message = 'Invalid range: to date 2025-10-01 is before from date 2025-10-07';
    expect(() => calendar.getWorkingDaysInRange('2025-10-07', '2025-10-01')).toThrow(message);
    expect(() => calendar.getNonWorkingDaysInRange('2025-10-07', '2025-10-01')).toThrow(message);
    expect(() => calendar.countWorkingDays('2025-10-07', '2025-10-01')).toThrow(message);
  });

  it('finds the next and previous working day', () => {
    expect(localDay(calendar.getNextWorkingDay('2025-10-02'))).toBe('2025-10-06');
    expect(localDay(calendar.getNextWorkingDay('2025-12-23'))).toBe('2025-12-29');
    expect(localDay(calendar.getNextWorkingDay('2025-10-01'))).toBe('2025-10-02');
    expect(localDay(calendar.getPreviousWorkingDay('2026-01-05'))).toBe('2026-01-02');
    expect(localDay(calendar.getPreviousWorkingDay('2025-04-22'))).toBe('2025-04-17');
    expect(isLocalMidnight(calendar.getNextWorkingDay('2025-10-02'))).toBe(true);
  });

  it('reports the default calendar version', () => {
    expect(calendar.getCalendarVersion()).toEqual({
      version: 'default',
      libraryVersion: getVersion(),
      isCustom: false,
      customHolidayCount: 0,
      useSpecialHolidays: true,
    });
  });
});

describe('CalendarProvider options', () => {
  it('drops only special days when useSpecialHolidays is false', () => {
    const calendar = new CalendarProvider({useSpecialHolidays: false});
    expect(calendar.isWorkingDay('2025-06-06')).toBe(true);
    expect(calendar.isWorkingDay('2025-05-08')).toBe(true);
    expect(calendar.isWorkingDay('2025-12-24')).toBe(false);
    expect(calendar.isWorkingDay('2025-10-03')).toBe(false);
    expect(calendar.isWorkingDay('2025-06-19')).toBe(false);
    expect(calendar.getCalendarVersion().useSpecialHolidays).toBe(false);
  });

  it('adds custom holidays, typed special unless stated', () => {
    const calendar = new CalendarProvider({
      customCalendar: {
        holidays: [
          {date: '2025-10-02', name: 'Grid operator shutdown'},
          {
            date: '2025-10-06',
            name: 'Migration day',
            type: HolidayType.OPERATIONAL_HOLIDAY,
            description: 'System move',
            isOneTime: true,
          },
        ],
        version: 'ops-2025',
      },
    });
    expect(calendar.getDayInfo('2025-10-02').holidays).toEqual([
      {date: '2025-10-02', name: 'Grid operator shutdown', type: HolidayType.SPECIAL_HOLIDAY, bundeslaender: []},
    ]);
    expect(calendar.getDayInfo('2025-10-06').holidays[0]).toMatchObject({
      type: HolidayType.OPERATIONAL_HOLIDAY,
      description: 'System move',
      isOneTime: true,
    });
    // From 1 Oct: 2, 3 blocked, weekend, 6 blocked, so 7 and 8 are the two working days.
    expect(localDay(calendar.addWorkingDays('2025-10-01', 2))).toBe('2025-10-09');
    expect(calendar.getCalendarVersion()).toMatchObject({version: 'ops-2025', isCustom: true, customHolidayCount: 2});
  });

  it('stacks a custom holiday on a built-in one', () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-03', name: 'Office closed'}]}});
    expect(calendar.getDayInfo('2025-10-03').reason).toBe('Tag der Deutschen Einheit, Office closed');
    expect(calendar.getDayInfo('2025-10-03').reasonTypes).toEqual([
      HolidayType.PUBLIC_HOLIDAY,
      HolidayType.SPECIAL_HOLIDAY,
    ]);
  });

  it('names a holiday type once when two holidays of that type share a day', () => {
    const calendar = new CalendarProvider({
      customCalendar: {holidays: [{date: '2025-12-24', name: 'Office closed', type: HolidayType.OPERATIONAL_HOLIDAY}]},
    });
    expect(calendar.getDayInfo('2025-12-24')).toMatchObject({
      reason: 'Heiligabend, Office closed',
      reasonTypes: [HolidayType.OPERATIONAL_HOLIDAY],
    });
  });

  it('lists a custom holiday once, however many years the calendar has looked at', () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-02', name: 'Shutdown'}]}});
    expect(calendar.getDayInfo('2025-10-02').reason).toBe('Shutdown');
    expect(calendar.isHoliday('2026-10-02')).toBe(false);
    expect(calendar.isHoliday('2024-10-02')).toBe(false);
    expect(calendar.getDayInfo('2025-10-02').reason).toBe('Shutdown');
  });

  it('finds a custom holiday in a year written with leading zeros', () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '0999-06-04', name: 'Old day'}]}});
    expect(calendar.getDayInfo('0999-06-04').reason).toBe('Old day');
  });

  it('drops custom special days too when useSpecialHolidays is false', () => {
    const calendar = new CalendarProvider({
      useSpecialHolidays: false,
      customCalendar: {
        holidays: [
          {date: '2025-10-02', name: 'Special'},
          {date: '2025-10-06', name: 'Kept', type: HolidayType.PUBLIC_HOLIDAY},
        ],
      },
    });
    expect(calendar.isHoliday('2025-10-02')).toBe(false);
    expect(calendar.isHoliday('2025-10-06')).toBe(true);
  });

  it('replaces custom holidays with updateCustomHolidays', () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-02', name: 'Old'}]}});
    expect(calendar.isHoliday('2025-10-02')).toBe(true);
    calendar.updateCustomHolidays([{date: '2025-10-07', name: 'New'}], 'v2');
    expect(calendar.isHoliday('2025-10-02')).toBe(false);
    expect(calendar.isHoliday('2025-10-07')).toBe(true);
    expect(calendar.getCalendarVersion()).toMatchObject({version: 'v2', customHolidayCount: 1});
    calendar.updateCustomHolidays([]);
    expect(calendar.getCalendarVersion()).toMatchObject({version: 'v2', isCustom: true, customHolidayCount: 0});
    expect(calendar.isHoliday('2025-10-07')).toBe(false);
  });

  it("labels holidays without a version as 'custom'", () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-02', name: 'Day'}]}});
    expect(calendar.getCalendarVersion().version).toBe('custom');
  });

  it('accepts custom holidays with states', () => {
    const calendar = new CalendarProvider({
      customCalendar: {holidays: [{date: '2026-03-09', name: 'Local', bundeslaender: ['Bayern' as never]}]},
    });
    expect(calendar.getDayInfo('2026-03-09').holidays[0]?.bundeslaender).toEqual(['Bayern']);
  });
});
