/* The holiday lookup behind CalendarProvider. Not part of the public API. */
import type {DayInfo, Holiday} from './calendar-types.js';
import {WEEKDAY_NAMES, formatDay, isWeekendDay, partsFromDay, weekdayOf} from './dates.js';
import {HolidayType} from './enums.js';
import {getFixedHolidays, getMovingHolidays, getSpecialHolidays} from './holidays.js';

function freezeHoliday(holiday: Holiday): Holiday {
  if (holiday.bundeslaender) Object.freeze(holiday.bundeslaender);
  return Object.freeze(holiday);
}

/** Holidays by day, built once per year on first use, and the DayInfo built from them. */
export class DayIndex {
  private readonly byDate = new Map<string, Holiday[]>();
  private readonly loadedYears = new Set<number>();

  constructor(
    private readonly custom: readonly Holiday[],
    private readonly useSpecialHolidays: boolean,
  ) {}

  /** The holidays on a day (shared, frozen objects). */
  holidaysOn(day: number): readonly Holiday[] {
    const {year} = partsFromDay(day);
    if (!this.loadedYears.has(year)) this.loadYear(year);
    return this.byDate.get(formatDay(day)) ?? [];
  }

  /** A new DayInfo for a day. */
  dayInfo(day: number): DayInfo {
    const holidays = [...this.holidaysOn(day)];
    const isWeekend = isWeekendDay(day);
    const dayOfWeek = weekdayOf(day);
    const reasonTypes: HolidayType[] = isWeekend ? [HolidayType.WEEKEND] : [];
    for (const holiday of holidays) {
      if (!reasonTypes.includes(holiday.type)) reasonTypes.push(holiday.type);
    }
    const info: DayInfo = {
      date: formatDay(day),
      dayOfWeek,
      isWeekend,
      isHoliday: holidays.length > 0,
      isWorkingDay: !isWeekend && holidays.length === 0,
      holidays,
      reasonTypes,
    };
    if (!info.isWorkingDay) {
      const names = holidays.map((holiday) => holiday.name);
      info.reason = (isWeekend ? [WEEKDAY_NAMES[dayOfWeek], ...names] : names).join(', ');
    }
    return info;
  }

  private loadYear(year: number): void {
    const prefix = `${String(year).padStart(4, '0')}-`;
    const all = [
      ...getFixedHolidays(year),
      ...getMovingHolidays(year),
      ...getSpecialHolidays(year),
      ...this.custom.filter((holiday) => holiday.date.startsWith(prefix)),
    ];
    for (const holiday of all) {
      if (!this.useSpecialHolidays && holiday.type === HolidayType.SPECIAL_HOLIDAY) continue;
      const list = this.byDate.get(holiday.date) ?? [];
      list.push(freezeHoliday(holiday));
      this.byDate.set(holiday.date, list);
    }
    this.loadedYears.add(year);
  }
}

/**
 * The counting algorithm: skip `fromDay`, count working days, then add one
 * more calendar day. Also reports the non-working days passed over.
 */
export function countForward(
  getDayInfo: (date: string) => DayInfo,
  fromDay: number,
  workingDays: number,
): {resultDay: number; skippedDays: DayInfo[]} {
  const skippedDays: DayInfo[] = [];
  let day = fromDay;
  for (let counted = 0; counted < workingDays;) {
    day += 1;
    const info = getDayInfo(formatDay(day));
    if (info.isWorkingDay) counted += 1;
    else skippedDays.push(info);
  }
  return {resultDay: day + 1, skippedDays};
}
