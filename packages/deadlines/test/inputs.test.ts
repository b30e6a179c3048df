import {describe, expect, it} from 'vitest';
import {
  CalendarProvider,
  DEFAULT_DEADLINE_RULES,
  DeadlineCalculator,
  HolidayType,
  findApplicableRule,
  toDateString,
  toLocalDate,
  type SwitchingCase,
} from '../src/index.js';
import {CASES, isLocalMidnight, localDay} from './fixtures.js';

const calculator = new DeadlineCalculator();
const calendar = new CalendarProvider();

describe('date inputs', () => {
  it.each([
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '2023-02-29',
    'tomorrow',
    '2025-1-5',
    '',
    '2025-10-01T00:00:00Z',
    ' 2025-10-01',
    '0000-01-01',
  ])('rejects the string "%s"', (value) => {
    expect(() => calculator.calculateEarliestStartDate(CASES.powerSwitch, value)).toThrow(
      `Invalid from date "${value}": expected a real calendar date in YYYY-MM-DD format`,
    );
    expect(() => toDateString(value)).toThrow(
      `Invalid date "${value}": expected a real calendar date in YYYY-MM-DD format`,
    );
  });

  it('accepts leap days in leap years', () => {
    expect(toDateString('2024-02-29')).toBe('2024-02-29');
    expect(calendar.getDayInfo('2000-02-29').dayOfWeek).toBe(2);
  });

  it('rejects an invalid Date object', () => {
    expect(() => calculator.calculateEarliestStartDate(CASES.powerSwitch, new Date('nonsense'))).toThrow(
      'Invalid from date: the Date object is invalid (its time value is NaN)',
    );
    expect(() => calendar.isWorkingDay(new Date(Number.NaN))).toThrow(/Invalid date: the Date object is invalid/);
  });

  it.each([[20251001], [null], [{year: 2025}], [true]])('rejects the non-date value %o', (value) => {
    expect(() => calendar.getDayInfo(value as never)).toThrow(
      /^Invalid date .*: expected a Date or a string in YYYY-MM-DD format$/,
    );
  });

  it('describes values that cannot be serialised', () => {
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => calendar.getDayInfo(circular as never)).toThrow(
      'Invalid date [object Object]: expected a Date or a string',
    );
  });

  it('names the proposed date in validation errors', () => {
    expect(() => calculator.validateStartDate(CASES.powerSwitch, '2025-02-30', '2025-10-01')).toThrow(
      'Invalid proposed date "2025-02-30": expected a real calendar date in YYYY-MM-DD format',
    );
  });

  it('names range ends in range errors', () => {
    expect(() => calendar.countWorkingDays('2025-10-01', 'later')).toThrow('Invalid to date "later"');
    expect(() => calendar.getWorkingDaysInRange('soon', '2025-10-01')).toThrow('Invalid from date "soon"');
    expect(() => calendar.addWorkingDays('soon', 2)).toThrow('Invalid from date "soon"');
  });

  it('converts between strings and local dates', () => {
    const date = toLocalDate('2025-10-07');
    expect(localDay(date)).toBe('2025-10-07');
    expect(isLocalMidnight(date)).toBe(true);
    expect(toDateString(new Date(2025, 9, 7, 23, 59))).toBe('2025-10-07');
    expect(toDateString(toLocalDate('0099-12-31'))).toBe('0099-12-31');
  });

  it('accepts the first day of year 1, the earliest date the calendar knows', () => {
    expect(toDateString('0001-01-01')).toBe('0001-01-01');
    expect(calendar.getDayInfo('0001-01-01').reason).toBe('Neujahr');
  });
});

describe('switching case inputs', () => {
  const bad = (patch: Record<string, unknown>) => ({...CASES.powerSwitch, ...patch}) as unknown as SwitchingCase;

  it('rejects an unknown commodity', () => {
    expect(() => calculator.calculateEarliestStartDate(bad({commodity: 'electricity'}), '2025-10-01')).toThrow(
      'Unknown commodity "electricity": expected one of "power", "gas"',
    );
    expect(() => calculator.getRule(bad({commodity: undefined}))).toThrow('Unknown commodity undefined');
  });

  it('rejects an unknown use case', () => {
    expect(() => calculator.calculateEarliestStartDate(bad({useCase: 'cancellation'}), '2025-10-01')).toThrow(
      'Unknown use case "cancellation": expected one of "relocation", "switch"',
    );
  });

  it('rejects a non-boolean termination flag', () => {
    expect(() => calculator.validateStartDate(bad({requiresTermination: 'yes'}), '2025-10-10')).toThrow(
      'Invalid requiresTermination "yes": expected true or false',
    );
  });

  it('rejects a missing case', () => {
    expect(() => findApplicableRule(DEFAULT_DEADLINE_RULES, undefined as never)).toThrow(
      'Invalid switching case undefined: expected an object with commodity, useCase and requiresTermination',
    );
    expect(() => calculator.calculateEarliestStartDate([] as never)).toThrow('Invalid switching case []');
  });
});

describe('working-day counts', () => {
  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2'])('rejects %s working days', (value) => {
    expect(() => calendar.addWorkingDays('2025-10-01', value as number)).toThrow(
      /^Invalid number of working days .*: expected a non-negative integer$/,
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('names %s as it is, not as JSON would (null)', (value) => {
    expect(() => calendar.addWorkingDays('2025-10-01', value)).toThrow(
      `Invalid number of working days ${String(value)}: expected a non-negative integer`,
    );
  });
});

describe('custom holiday inputs', () => {
  const make = (holiday: unknown) => () => new CalendarProvider({customCalendar: {holidays: [holiday as never]}});

  it('rejects invalid custom holidays with clear messages', () => {
    expect(make({date: '2025-02-30', name: 'X'})).toThrow(
      'Invalid custom holiday date "2025-02-30": expected a real calendar date in YYYY-MM-DD format',
    );
    expect(make({date: '2025-10-02', name: ' '})).toThrow(
      'Invalid custom holiday on 2025-10-02: expected a non-empty name',
    );
    expect(make({date: '2025-10-02', name: 'X', type: HolidayType.WEEKEND})).toThrow(
      'Invalid type "weekend" for custom holiday "X"',
    );
    expect(make({date: '2025-10-02', name: 'X', type: 'sonderfeiertag'})).toThrow('Invalid type "sonderfeiertag"');
    expect(make({date: '2025-10-02', name: 'X', bundeslaender: ['BY']})).toThrow(
      'Invalid bundeslaender ["BY"] for custom holiday "X"',
    );
    expect(make({date: '2025-10-02', name: 'X', bundeslaender: 'Bayern'})).toThrow('Invalid bundeslaender "Bayern"');
    expect(make('2025-10-02')).toThrow('Invalid custom holiday "2025-10-02": expected an object with date and name');
    for (const name of [undefined, 42]) {
      expect(make({date: '2025-10-02', name})).toThrow(
        'Invalid custom holiday on 2025-10-02: expected a non-empty name',
      );
    }
  });

  it('keeps a description only when it is text', () => {
    const provider = new CalendarProvider({
      customCalendar: {
        holidays: [
          {date: '2025-10-02', name: 'Described', description: 'Grid maintenance'},
          {date: '2025-10-06', name: 'Numbered', description: 42 as never},
        ],
      },
    });
    expect(provider.getDayInfo('2025-10-02').holidays[0]?.description).toBe('Grid maintenance');
    expect(provider.getDayInfo('2025-10-06').holidays[0]).not.toHaveProperty('description');
  });

  it('rejects a non-array and keeps the old holidays after a failed update', () => {
    const provider = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-02', name: 'Kept'}]}});
    expect(() => provider.updateCustomHolidays('nope' as never)).toThrow('Invalid custom holidays: expected an array');
    expect(() => provider.updateCustomHolidays([{date: 'bad', name: 'X'}])).toThrow(
      'Invalid custom holiday date "bad"',
    );
    expect(provider.isHoliday('2025-10-02')).toBe(true);
  });

  it('does not keep references to the caller’s objects', () => {
    const holidays = [{date: '2025-10-02', name: 'Original'}];
    const provider = new CalendarProvider({customCalendar: {holidays}});
    holidays[0]!.name = 'Changed';
    expect(provider.getDayInfo('2025-10-02').reason).toBe('Original');
  });
});
