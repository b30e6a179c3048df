/* Text for the deadline calculator's result. */
import {HolidayType, type DayInfo, type Holiday} from '@energy-xrm/deadlines';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = 'January February March April May June July August September October November December'.split(
  ' ',
);

/** "Tuesday, 7 October 2025", built by hand so that server and browser print the same text. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month - 1]} ${year}`;
}

/** "1 working day", "2 working days". */
export function plural(workingDays: number): string {
  return `${workingDays} working day${workingDays === 1 ? '' : 's'}`;
}

function holidayLabel(holiday: Holiday): string {
  if (holiday.type === HolidayType.OPERATIONAL_HOLIDAY) return `${holiday.name} (operational holiday)`;
  if (holiday.type === HolidayType.SPECIAL_HOLIDAY) return `${holiday.name} (special day)`;
  const states = holiday.bundeslaender ?? [];
  return states.length > 0 ? `${holiday.name} (holiday in ${states.join(', ')})` : `${holiday.name} (public holiday)`;
}

/** Why a skipped day is not a working day: weekend and/or each holiday with its kind. */
export function reasonOf(day: DayInfo): string {
  return [...(day.isWeekend ? ['Weekend'] : []), ...day.holidays.map(holidayLabel)].join('; ');
}
