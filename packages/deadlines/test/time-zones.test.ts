import {afterAll, describe, expect, it} from 'vitest';
import {CalendarProvider, DeadlineCalculator, toDateString} from '../src/index.js';
import {CASES, isLocalMidnight, localDay} from './fixtures.js';

// The whole suite also runs under TZ=America/Los_Angeles and TZ=Pacific/Kiritimati (see the package README).
// This file additionally switches the zone inside one process, which Node applies to every later Date.
// Each zone with its UTC offset in January, as Date#getTimezoneOffset reports it (minutes behind UTC).
const ZONES: [string, number][] = [
  ['UTC', 0],
  ['America/Los_Angeles', 480],
  ['Pacific/Kiritimati', -840],
  ['Asia/Kolkata', -330],
  ['Pacific/Pago_Pago', 660],
  ['Europe/Berlin', -60],
];
const originalZone = process.env.TZ;

afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(ZONES)('in time zone %s', (zone, offset) => {
  it('gives the same calendar results for strings and local Dates', () => {
    process.env.TZ = zone;
    expect(new Date(2025, 0, 15).getTimezoneOffset()).toBe(offset);
    const calculator = new DeadlineCalculator();
    const calendar = new CalendarProvider();

    for (const from of [
      '2025-10-01',
      new Date(2025, 9, 1),
      new Date(2025, 9, 1, 23, 59, 59),
      new Date(2025, 9, 1, 0, 0, 1),
    ]) {
      const result = calculator.calculateEarliestStartDate(CASES.powerSwitchTermination, from);
      expect(result.fromDateString).toBe('2025-10-01');
      expect(result.earliestStartDateString).toBe('2025-10-07');
      expect(localDay(result.earliestStartDate)).toBe('2025-10-07');
      expect(isLocalMidnight(result.earliestStartDate)).toBe(true);
      expect(result.calendarDaysTotal).toBe(6);
    }

    expect(
      calculator.calculateEarliestStartDate(CASES.gasRelocation, new Date(2025, 9, 1, 12)).earliestStartDateString,
    ).toBe('2025-08-20');
    expect(
      calculator.calculateEarliestStartDate(CASES.powerSwitchTermination, new Date(2025, 11, 30))
        .earliestStartDateString,
    ).toBe('2026-01-06');
    expect(calendar.getDayInfo(new Date(2025, 9, 4, 23, 30)).reason).toBe('Saturday');
    expect(calendar.isWorkingDay(new Date(2025, 9, 3, 0, 0))).toBe(false);
    expect(toDateString(calendar.getNextWorkingDay(new Date(2025, 11, 23, 22)))).toBe('2025-12-29');
    expect(calculator.validateStartDate(CASES.gasSwitch, new Date(2025, 9, 17), '2025-10-01').isValid).toBe(true);
  });
});
