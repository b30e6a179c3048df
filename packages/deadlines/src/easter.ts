import {dayFromParts, formatDay} from './dates.js';
import {assertYear} from './calendar-validation.js';

/** Day number of Easter Sunday in the Gregorian calendar (Gauss's rule in Meeus's arithmetic form). */
export function easterSundayDay(year: number): number {
  const golden = year % 19; // position in the 19-year lunar cycle
  const century = Math.floor(year / 100);
  const yearInCentury = year % 100;
  const leapCenturies = Math.floor(century / 4);
  const centuryRest = century % 4;
  const moonCorrection = Math.floor((century + 8) / 25);
  const solarLunar = Math.floor((century - moonCorrection + 1) / 3);
  // Days from 21 March to the Paschal full moon.
  const epact = (19 * golden + century - leapCenturies - solarLunar + 15) % 30;
  const quarterYears = Math.floor(yearInCentury / 4);
  const yearRest = yearInCentury % 4;
  // Days from the full moon to the following Sunday.
  const toSunday = (32 + 2 * centuryRest + 2 * quarterYears - epact - yearRest) % 7;
  const correction = Math.floor((golden + 11 * epact + 22 * toSunday) / 451);
  const offset = epact + toSunday - 7 * correction + 114;
  const month = Math.floor(offset / 31);
  const day = (offset % 31) + 1;
  return dayFromParts(year, month, day);
}

/**
 * Returns the date of Easter Sunday (Ostersonntag) in a year, computed with
 * Gauss's Easter rule in the arithmetic form published by Jean Meeus.
 *
 * @param year - An integer year from 1 to 9999 (proleptic Gregorian calendar).
 * @returns Easter Sunday as `'YYYY-MM-DD'`.
 * @throws Error when `year` is not an integer from 1 to 9999.
 *
 * @example
 * ```ts
 * getEasterSunday(2025); // '2025-04-20'
 * getEasterSunday(2026); // '2026-04-05'
 * ```
 */
export function getEasterSunday(year: number): string {
  assertYear(year);
  return formatDay(easterSundayDay(year));
}
