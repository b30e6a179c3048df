import type {
  CalendarProviderOptions,
  CalendarVersion,
  CustomHolidayInput,
  DateInput,
  DayInfo,
  Holiday,
  WorkingDayCalendar,
} from './calendar-types.js';
import {formatDay, localDateOfDay, parseDay} from './dates.js';
import {DayIndex, countForward} from './day-index.js';
import {LIBRARY_VERSION} from './version.js';
import {assertWorkingDays, normaliseCustomHoliday} from './calendar-validation.js';

/**
 * The working-day calendar of German market communication.
 *
 * A day is a working day when it is neither a Saturday or Sunday nor a
 * holiday. Holidays are the nationwide public holidays, the operational
 * days 24 and 31 December, every state holiday (a holiday in any one state
 * blocks the day everywhere; there is no state filter), the built-in special
 * days and your custom holidays.
 *
 * Every method accepts a {@link DateInput}: a `'YYYY-MM-DD'` string, or a
 * `Date` read by its local calendar date. Methods that return a day as a
 * `Date` return local midnight of that day; `DayInfo.date` is a string.
 * Results do not depend on the runtime's time zone.
 *
 * @example
 * ```ts
 * const calendar = new CalendarProvider();
 * calendar.isWorkingDay('2025-10-03');               // false, Tag der Deutschen Einheit
 * calendar.addWorkingDays('2025-10-01', 2);          // Date, local midnight of 2025-10-07
 * calendar.countWorkingDays('2025-10-01', '2025-10-31'); // 21
 * ```
 */
export class CalendarProvider implements WorkingDayCalendar {
  private custom: Holiday[] = [];
  private customVersion: string | undefined;
  private readonly useSpecialHolidays: boolean;
  private index: DayIndex;

  /**
   * Creates a calendar.
   *
   * @param options - Custom holidays, a version label and whether special days count. All optional.
   * @throws Error when a custom holiday has an invalid date, an empty name, an unknown type or unknown states.
   *
   * @example
   * ```ts
   * const calendar = new CalendarProvider({
   *   customCalendar: {holidays: [{date: '2025-10-02', name: 'Grid operator shutdown'}], version: 'ops-2025'},
   * });
   * calendar.isHoliday('2025-10-02'); // true
   * ```
   */
  constructor(options: CalendarProviderOptions = {}) {
    this.useSpecialHolidays = options.useSpecialHolidays ?? true;
    this.customVersion = options.customCalendar?.version;
    this.index = new DayIndex([], this.useSpecialHolidays);
    this.updateCustomHolidays(options.customCalendar?.holidays ?? []);
  }

  /**
   * Replaces all custom holidays (the built-in holidays stay).
   *
   * @param holidays - The new custom holidays; each one's `type` defaults to {@link HolidayType.SPECIAL_HOLIDAY}.
   * @param version - An optional new version label for {@link CalendarProvider.getCalendarVersion}.
   * @throws Error when a holiday is invalid; the previous custom holidays then stay in place.
   *
   * @example
   * ```ts
   * calendar.updateCustomHolidays([{date: '2026-01-02', name: 'Bridge day', type: HolidayType.OPERATIONAL_HOLIDAY}], '2026-01');
   * ```
   */
  updateCustomHolidays(holidays: readonly CustomHolidayInput[], version?: string): void {
    if (!Array.isArray(holidays)) {
      throw new Error('Invalid custom holidays: expected an array');
    }
    this.custom = holidays.map((holiday: unknown) => normaliseCustomHoliday(holiday));
    if (version !== undefined) this.customVersion = version;
    this.index = new DayIndex(this.custom, this.useSpecialHolidays);
  }

  /**
   * Describes the calendar data in use.
   *
   * @returns The version label, library version and custom-holiday settings.
   *
   * @example
   * ```ts
   * new CalendarProvider({customCalendar: {version: 'ops-2025'}}).getCalendarVersion().version; // 'ops-2025'
   * ```
   */
  getCalendarVersion(): CalendarVersion {
    const isCustom = this.custom.length > 0 || this.customVersion !== undefined;
    return {
      version: this.customVersion ?? (isCustom ? 'custom' : 'default'),
      libraryVersion: LIBRARY_VERSION,
      isCustom,
      customHolidayCount: this.custom.length,
      useSpecialHolidays: this.useSpecialHolidays,
    };
  }

  /**
   * Tells whether any holiday (public, operational, state, special or custom) falls on a day. Weekends are not holidays.
   *
   * @param date - The day.
   * @returns `true` when the day is in the holiday list.
   * @throws Error when the date is invalid.
   *
   * @example
   * ```ts
   * calendar.isHoliday('2025-11-19'); // true, Buß- und Bettag (Sachsen) counts everywhere
   * ```
   */
  isHoliday(date: DateInput): boolean {
    return this.index.holidaysOn(parseDay(date)).length > 0;
  }

  /**
   * Tells whether a day is a working day: not a Saturday or Sunday and not a holiday.
   *
   * @param date - The day.
   * @returns `true` for a working day.
   * @throws Error when the date is invalid.
   *
   * @example
   * ```ts
   * calendar.isWorkingDay('2025-10-02'); // true
   * calendar.isWorkingDay('2025-12-24'); // false, Heiligabend
   * ```
   */
  isWorkingDay(date: DateInput): boolean {
    return this.index.dayInfo(parseDay(date)).isWorkingDay;
  }

  /**
   * Describes one day: weekday, holidays and why it is not a working day.
   *
   * @param date - The day.
   * @returns A new {@link DayInfo}.
   * @throws Error when the date is invalid.
   *
   * @example
   * ```ts
   * calendar.getDayInfo('2025-10-04').reason; // 'Saturday'
   * calendar.getDayInfo('2025-10-03').reason; // 'Tag der Deutschen Einheit'
   * ```
   */
  getDayInfo(date: DateInput): DayInfo {
    return this.index.dayInfo(parseDay(date));
  }

  /**
   * Counts working days forward from a day and returns the day after the last counted one.
   *
   * 1. The start day is not counted.
   * 2. Each following calendar day is counted if it is a working day.
   * 3. After `workingDays` counted days, one more calendar day is added. That
   *    day is returned without checking it, so it can be a weekend day or holiday.
   *
   * With `workingDays = 0` the result is the day after `from`.
   *
   * @param from - The start day (not counted).
   * @param workingDays - A non-negative integer.
   * @returns A `Date` at local midnight of the resulting day.
   * @throws Error when the date is invalid or `workingDays` is negative or not an integer.
   *
   * @example
   * ```ts
   * calendar.addWorkingDays('2025-10-01', 2);  // 2025-10-07 (3 Oct and the weekend are skipped)
   * calendar.addWorkingDays('2025-10-01', 10); // 2025-10-17
   * ```
   */
  addWorkingDays(from: DateInput, workingDays: number): Date {
    assertWorkingDays(workingDays);
    const fromDay = parseDay(from, 'from date');
    return localDateOfDay(countForward((day) => this.getDayInfo(day), fromDay, workingDays).resultDay);
  }

  /**
   * Lists the working days between two days, both included.
   *
   * @param from - The first day.
   * @param to - The last day, not before `from`.
   * @returns One {@link DayInfo} per working day, in date order.
   * @throws Error when a date is invalid or `to` is before `from`.
   *
   * @example
   * ```ts
   * calendar.getWorkingDaysInRange('2025-10-01', '2025-10-07').map((d) => d.date);
   * // ['2025-10-01', '2025-10-02', '2025-10-06', '2025-10-07']
   * ```
   */
  getWorkingDaysInRange(from: DateInput, to: DateInput): DayInfo[] {
    return this.range(from, to).filter((info) => info.isWorkingDay);
  }

  /**
   * Lists the weekend days and holidays between two days, both included, each with its reason.
   *
   * @param from - The first day.
   * @param to - The last day, not before `from`.
   * @returns One {@link DayInfo} per non-working day, in date order.
   * @throws Error when a date is invalid or `to` is before `from`.
   *
   * @example
   * ```ts
   * calendar.getNonWorkingDaysInRange('2025-10-01', '2025-10-07').map((d) => `${d.date} ${d.reason}`);
   * // ['2025-10-03 Tag der Deutschen Einheit', '2025-10-04 Saturday', '2025-10-05 Sunday']
   * ```
   */
  getNonWorkingDaysInRange(from: DateInput, to: DateInput): DayInfo[] {
    return this.range(from, to).filter((info) => !info.isWorkingDay);
  }

  /**
   * Counts the working days between two days, both included.
   *
   * @param from - The first day.
   * @param to - The last day, not before `from`.
   * @returns The number of working days.
   * @throws Error when a date is invalid or `to` is before `from`.
   *
   * @example
   * ```ts
   * calendar.countWorkingDays('2025-10-01', '2025-10-07'); // 4
   * ```
   */
  countWorkingDays(from: DateInput, to: DateInput): number {
    return this.getWorkingDaysInRange(from, to).length;
  }

  /**
   * Finds the first working day after a day.
   *
   * @param date - The day to start after (not itself returned).
   * @returns A `Date` at local midnight of the next working day.
   * @throws Error when the date is invalid.
   *
   * @example
   * ```ts
   * calendar.getNextWorkingDay('2025-12-23'); // 2025-12-29
   * ```
   */
  getNextWorkingDay(date: DateInput): Date {
    return localDateOfDay(this.step(parseDay(date), 1));
  }

  /**
   * Finds the last working day before a day.
   *
   * @param date - The day to start before (not itself returned).
   * @returns A `Date` at local midnight of the previous working day.
   * @throws Error when the date is invalid.
   *
   * @example
   * ```ts
   * calendar.getPreviousWorkingDay('2026-01-05'); // 2026-01-02
   * ```
   */
  getPreviousWorkingDay(date: DateInput): Date {
    return localDateOfDay(this.step(parseDay(date), -1));
  }

  private step(fromDay: number, direction: 1 | -1): number {
    let day = fromDay + direction;
    while (!this.index.dayInfo(day).isWorkingDay) day += direction;
    return day;
  }

  private range(from: DateInput, to: DateInput): DayInfo[] {
    const first = parseDay(from, 'from date');
    const last = parseDay(to, 'to date');
    if (last < first) {
      throw new Error(`Invalid range: to date ${formatDay(last)} is before from date ${formatDay(first)}`);
    }
    const days: DayInfo[] = [];
    for (let day = first; day <= last; day += 1) days.push(this.index.dayInfo(day));
    return days;
  }
}
