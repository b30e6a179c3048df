/*
 * Calendar-day arithmetic that does not depend on the runtime's time zone.
 *
 * Internally a calendar day is a "day number": the count of days since
 * 1970-01-01 in the proleptic Gregorian calendar. Day numbers are computed
 * with UTC methods only; local-time getters are used in exactly one place,
 * when a caller's `Date` is turned into the calendar day the caller sees,
 * and local-time setters in one place, when a day is turned back into a
 * `Date` at local midnight.
 */
import type {DateInput} from './calendar-types.js';

const MS_PER_DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** English weekday names, index 0 = Sunday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** Day number of a year/month/day triple (month 1-12). Out-of-range parts roll over. */
export function dayFromParts(year: number, month: number, day: number): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  return Math.floor(utc.getTime() / MS_PER_DAY);
}

/** Year, month (1-12) and day of a day number. */
export function partsFromDay(dayNumber: number): {year: number; month: number; day: number} {
  const utc = new Date(dayNumber * MS_PER_DAY);
  return {year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate()};
}

/** `'YYYY-MM-DD'` of a day number. */
export function formatDay(dayNumber: number): string {
  const {year, month, day} = partsFromDay(dayNumber);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Day of the week of a day number, 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dayNumber: number): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber + 4) % 7) + 7) % 7;
}

/** `true` for Saturday and Sunday. */
export function isWeekendDay(dayNumber: number): boolean {
  const weekday = weekdayOf(dayNumber);
  return weekday === 0 || weekday === 6;
}

/** The local calendar day a `Date` shows, as a day number. */
function dayFromLocalDate(date: Date): number {
  return dayFromParts(date.getFullYear(), date.getMonth() + 1, date.getDate());
}

/**
 * Parses a {@link DateInput} into a day number.
 *
 * @param input - The date.
 * @param label - What the value is, used in error messages.
 * @throws Error when the input is not a valid `Date` or `'YYYY-MM-DD'` string.
 */
export function parseDay(input: DateInput, label = 'date'): number {
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) {
      throw new Error(`Invalid ${label}: the Date object is invalid (its time value is NaN)`);
    }
    return dayFromLocalDate(input);
  }
  if (typeof input !== 'string') {
    throw new Error(`Invalid ${label} ${describe(input)}: expected a Date or a string in YYYY-MM-DD format`);
  }
  const match = ISO_DAY.exec(input);
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]);
    const day = Number(match[3]);
    const dayNumber = dayFromParts(year, month, day);
    if (year >= 1 && formatDay(dayNumber) === input) {
      return dayNumber;
    }
  }
  throw new Error(`Invalid ${label} "${input}": expected a real calendar date in YYYY-MM-DD format`);
}

/** The local calendar day of the runtime's current time. */
export function todayDay(): number {
  return dayFromLocalDate(new Date());
}

/** A `Date` at local midnight of the given day. */
export function localDateOfDay(dayNumber: number): Date {
  const {year, month, day} = partsFromDay(dayNumber);
  const local = new Date(0);
  local.setFullYear(year, month - 1, day);
  local.setHours(0, 0, 0, 0);
  return local;
}

/** A short, safe description of an unexpected value for error messages. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (value === null || value === undefined || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}

/**
 * Returns the calendar day of a date as a `'YYYY-MM-DD'` string.
 *
 * A `Date` is read by its local calendar date, so the result is the day a
 * user in the runtime's time zone sees. A string is checked and returned
 * unchanged.
 *
 * @param date - A `Date` or a `'YYYY-MM-DD'` string.
 * @returns The day as `'YYYY-MM-DD'`.
 * @throws Error when the input is an invalid `Date` or not a real date in `YYYY-MM-DD` format.
 *
 * @example
 * ```ts
 * toDateString(new Date(2025, 9, 7)); // '2025-10-07'
 * toDateString('2025-10-07');         // '2025-10-07'
 * toDateString('2025-02-30');         // throws
 * ```
 */
export function toDateString(date: DateInput): string {
  return formatDay(parseDay(date));
}

/**
 * Returns a `Date` at local midnight of the given calendar day.
 *
 * @param date - A `Date` (its local calendar date is used) or a `'YYYY-MM-DD'` string.
 * @returns A new `Date` at 00:00 local time of that day.
 * @throws Error when the input is an invalid `Date` or not a real date in `YYYY-MM-DD` format.
 *
 * @example
 * ```ts
 * toLocalDate('2025-10-07'); // Date for 7 October 2025, 00:00 local time
 * ```
 */
export function toLocalDate(date: DateInput): Date {
  return localDateOfDay(parseDay(date));
}
