import type {Bundesland, HolidayType} from './enums.js';

/**
 * A calendar day: either a `Date` or a `'YYYY-MM-DD'` string.
 *
 * - A string names the calendar day directly, for example `'2025-10-01'`.
 *   It must be a real date; `'2025-02-30'` or `'tomorrow'` are rejected.
 * - A `Date` stands for its **local** calendar date, the day a user in the
 *   runtime's time zone sees. The time of day is ignored, so
 *   `new Date(2025, 9, 1, 23, 30)` is 2025-10-01 in every time zone.
 *   An invalid `Date` (time value `NaN`) is rejected.
 *
 * Prefer strings when dates travel between systems: they carry no time zone.
 * Beware of `new Date('2025-10-01')`: JavaScript parses it as UTC midnight,
 * which is still 30 September in time zones west of UTC. Pass the string
 * `'2025-10-01'` itself instead.
 *
 * @example
 * ```ts
 * const a: DateInput = '2025-10-01';
 * const b: DateInput = new Date(2025, 9, 1); // local 1 October 2025
 * ```
 */
export type DateInput = Date | string;

/**
 * A non-working day known to the calendar.
 *
 * @example
 * ```ts
 * const reformationDay: Holiday = {
 *   date: '2025-10-31',
 *   name: 'Reformationstag',
 *   type: HolidayType.PUBLIC_HOLIDAY,
 *   bundeslaender: [Bundesland.BB, Bundesland.SN],
 * };
 * ```
 */
export interface Holiday {
  /** The calendar day, `'YYYY-MM-DD'`. */
  date: string;
  /** The holiday's name, usually German, for example `'Tag der Deutschen Einheit'`. */
  name: string;
  /** What kind of non-working day this is. */
  type: HolidayType;
  /**
   * The federal states where the day is a holiday. Absent or empty means
   * nationwide. The list is informational: every listed day blocks every
   * calculation, whatever the state.
   */
  bundeslaender?: readonly Bundesland[];
  /** An optional English explanation. */
  description?: string;
  /** `true` for a day that is a holiday in one year only, such as 2025-05-08 in Berlin. */
  isOneTime?: boolean;
}

/**
 * A holiday you add to a {@link CalendarProvider}. Same as {@link Holiday},
 * except that `type` is optional and defaults to
 * {@link HolidayType.SPECIAL_HOLIDAY}.
 *
 * A custom holiday applies to its exact date only. For a day that recurs
 * every year, add one entry per year.
 *
 * @example
 * ```ts
 * const companyDay: CustomHolidayInput = {date: '2025-12-29', name: 'Grid operator shutdown'};
 * ```
 */
export interface CustomHolidayInput extends Omit<Holiday, 'type'> {
  /** Defaults to {@link HolidayType.SPECIAL_HOLIDAY}. */
  type?: HolidayType;
}

/**
 * Everything the calendar knows about one day.
 *
 * @example
 * ```ts
 * new CalendarProvider().getDayInfo('2025-10-03');
 * // {date: '2025-10-03', dayOfWeek: 5, isWeekend: false, isHoliday: true,
 * //  isWorkingDay: false, holidays: [{name: 'Tag der Deutschen Einheit', ...}],
 * //  reasonTypes: ['public_holiday'], reason: 'Tag der Deutschen Einheit'}
 * ```
 */
export interface DayInfo {
  /** The calendar day, `'YYYY-MM-DD'`. */
  date: string;
  /** Day of the week, 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** `true` on Saturday and Sunday. */
  isWeekend: boolean;
  /** `true` when at least one holiday falls on this day. */
  isHoliday: boolean;
  /** `true` when the day is neither a weekend day nor a holiday. */
  isWorkingDay: boolean;
  /** The holidays on this day (empty on most days). */
  holidays: Holiday[];
  /** Why the day is not a working day: `WEEKEND` first, then each holiday type once. Empty on working days. */
  reasonTypes: HolidayType[];
  /** A readable reason for a non-working day, for example `'Saturday'` or `'Saturday, Heiligabend'`. Absent on working days. */
  reason?: string;
}

/**
 * What a {@link DeadlineCalculator} needs from a calendar: the description of a day, from which it
 * reads whether the day is a working day. {@link CalendarProvider} is the calendar of this library;
 * the calculator takes any object with this method.
 *
 * @example
 * ```ts
 * const calendar: WorkingDayCalendar = new CalendarProvider({useSpecialHolidays: false});
 * new DeadlineCalculator({calendarProvider: calendar});
 * ```
 */
export interface WorkingDayCalendar {
  /** Describes one day; `isWorkingDay` decides whether the calculator counts it. */
  getDayInfo(date: DateInput): DayInfo;
}

/**
 * Options for a {@link CalendarProvider}.
 *
 * @example
 * ```ts
 * const options: CalendarProviderOptions = {
 *   customCalendar: {holidays: [{date: '2025-12-29', name: 'Shutdown'}], version: '2025-11'},
 *   useSpecialHolidays: true,
 * };
 * ```
 */
export interface CalendarProviderOptions {
  /** Extra non-working days and a label for your calendar version. */
  customCalendar?: {
    /** Extra holidays; each one's `type` defaults to {@link HolidayType.SPECIAL_HOLIDAY}. */
    holidays?: CustomHolidayInput[];
    /** A label for your calendar data, returned by {@link CalendarProvider.getCalendarVersion}. */
    version?: string;
  };
  /**
   * Whether days of type {@link HolidayType.SPECIAL_HOLIDAY} count as
   * non-working. Default `true`. `false` drops every special day, built-in
   * or custom, and keeps public and operational holidays.
   */
  useSpecialHolidays?: boolean;
}

/**
 * Describes which calendar data a {@link CalendarProvider} uses, so that you
 * can log it next to a calculated deadline.
 *
 * @example
 * ```ts
 * new CalendarProvider().getCalendarVersion();
 * // {version: 'default', libraryVersion: '1.0.0', isCustom: false,
 * //  customHolidayCount: 0, useSpecialHolidays: true}
 * ```
 */
export interface CalendarVersion {
  /** Your `customCalendar.version`, `'custom'` when you added holidays without a label, else `'default'`. */
  version: string;
  /** The version of this library, which fixes the built-in holiday data. */
  libraryVersion: string;
  /** `true` when custom holidays or a custom version label are set. */
  isCustom: boolean;
  /** How many custom holidays are configured. */
  customHolidayCount: number;
  /** Whether special days count as non-working. */
  useSpecialHolidays: boolean;
}
