import type {Holiday} from './calendar-types.js';
import {dayFromParts, formatDay} from './dates.js';
import {easterSundayDay} from './easter.js';
import {FIXED, MOVING, SPECIAL, type HolidayTemplate} from './holiday-data.js';
import {assertYear} from './calendar-validation.js';

function build(template: HolidayTemplate, dayNumber: number, year: number): Holiday | undefined {
  const states = template.states
    .filter((entry) => typeof entry === 'string' || entry[1] <= year)
    .map((entry) => (typeof entry === 'string' ? entry : entry[0]));
  if (template.states.length > 0 && states.length === 0) return undefined;
  return {
    date: formatDay(dayNumber),
    name: template.name,
    type: template.type,
    bundeslaender: states,
    description: template.description,
  };
}

function byDate(a: Holiday, b: Holiday): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

function copy(holiday: Holiday): Holiday {
  const result: Holiday = {...holiday};
  if (holiday.bundeslaender) result.bundeslaender = [...holiday.bundeslaender];
  return result;
}

/**
 * Returns the holidays on a fixed day of the month in a year: the
 * nationwide ones (Neujahr, Tag der Arbeit, Tag der Deutschen Einheit,
 * 1. and 2. Weihnachtstag), the operational days Heiligabend (24.12) and
 * Silvester (31.12), and the state holidays with their states.
 *
 * State lists follow the year: Frauentag applies in Berlin from 2019 and in
 * Mecklenburg-Vorpommern from 2023, Weltkindertag in Thüringen from 2019,
 * Reformationstag in Bremen, Hamburg, Niedersachsen and Schleswig-Holstein
 * from 2018. A holiday with no state left in a year is omitted.
 *
 * @param year - An integer year from 1 to 9999.
 * @returns New holiday objects sorted by date (13 entries for 2025).
 * @throws Error when `year` is not an integer from 1 to 9999.
 *
 * @example
 * ```ts
 * getFixedHolidays(2025).find((h) => h.date === '2025-10-31');
 * // {date: '2025-10-31', name: 'Reformationstag', type: 'public_holiday',
 * //  bundeslaender: ['Brandenburg', 'Bremen', 'Hamburg', ...], description: 'Reformation Day'}
 * ```
 */
export function getFixedHolidays(year: number): Holiday[] {
  assertYear(year);
  return FIXED.map((t) => build(t, dayFromParts(year, t.month, t.day), year))
    .filter((holiday): holiday is Holiday => holiday !== undefined)
    .sort(byDate);
}

/**
 * Returns the holidays whose date moves from year to year: Karfreitag,
 * Ostersonntag, Ostermontag, Christi Himmelfahrt, Pfingstsonntag and
 * Pfingstmontag (nationwide), Fronleichnam (BW, BY, HE, NW, RP, SL) and
 * Buß- und Bettag (SN, the Wednesday before 23 November). Easter is
 * computed with Gauss's rule (see {@link getEasterSunday}).
 *
 * @param year - An integer year from 1 to 9999.
 * @returns Eight new holiday objects sorted by date.
 * @throws Error when `year` is not an integer from 1 to 9999.
 *
 * @example
 * ```ts
 * getMovingHolidays(2025).map((h) => h.date);
 * // ['2025-04-18', '2025-04-20', '2025-04-21', '2025-05-29',
 * //  '2025-06-08', '2025-06-09', '2025-06-19', '2025-11-19']
 * ```
 */
export function getMovingHolidays(year: number): Holiday[] {
  assertYear(year);
  const easter = easterSundayDay(year);
  return MOVING.map((t) => build(t, t.dayOf(easter, year), year) as Holiday).sort(byDate);
}

/**
 * Returns every built-in special day, of type
 * {@link HolidayType.SPECIAL_HOLIDAY}: Tag der Befreiung on 2020-05-08 and
 * 2025-05-08 (Berlin, one-time) and 2025-06-06 (nationwide, go-live of the
 * 24-hour power switch LFW24).
 *
 * @returns New holiday objects sorted by date.
 *
 * @example
 * ```ts
 * getAllSpecialHolidays().map((h) => h.date); // ['2020-05-08', '2025-05-08', '2025-06-06']
 * ```
 */
export function getAllSpecialHolidays(): Holiday[] {
  return SPECIAL.map(copy);
}

/**
 * Returns the built-in special days of one year.
 *
 * @param year - An integer year from 1 to 9999.
 * @returns New holiday objects sorted by date; empty for most years.
 * @throws Error when `year` is not an integer from 1 to 9999.
 *
 * @example
 * ```ts
 * getSpecialHolidays(2025).map((h) => h.date); // ['2025-05-08', '2025-06-06']
 * getSpecialHolidays(2026); // []
 * ```
 */
export function getSpecialHolidays(year: number): Holiday[] {
  return filterHolidaysForYear(getAllSpecialHolidays(), year);
}

/**
 * Keeps the holidays that fall in one year.
 *
 * @param holidays - Any list of holidays.
 * @param year - An integer year from 1 to 9999.
 * @returns The holidays whose `date` lies in `year`, in their original order.
 * @throws Error when `year` is not an integer from 1 to 9999.
 *
 * @example
 * ```ts
 * filterHolidaysForYear(getAllSpecialHolidays(), 2020).map((h) => h.date); // ['2020-05-08']
 * ```
 */
export function filterHolidaysForYear(holidays: readonly Holiday[], year: number): Holiday[] {
  assertYear(year);
  const prefix = `${String(year).padStart(4, '0')}-`;
  return holidays.filter((holiday) => holiday.date.startsWith(prefix));
}
