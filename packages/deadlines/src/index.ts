/**
 * Supplier-switching deadlines for the German energy market: the earliest
 * allowed supply start under GPKE (power) and GeLi Gas (gas), a working-day
 * calendar with all German holidays, and checks of proposed start dates.
 *
 * @packageDocumentation
 */
export {Bundesland, Commodity, HolidayType, UseCase} from './enums.js';
export type {
  SwitchingCase,
  DeadlineRule,
  DeadlineCalculatorOptions,
  DeadlineResult,
  ValidationResult,
} from './types.js';
export type {
  CalendarProviderOptions,
  CalendarVersion,
  CustomHolidayInput,
  DateInput,
  DayInfo,
  Holiday,
  WorkingDayCalendar,
} from './calendar-types.js';
export {DEFAULT_DEADLINE_RULES, GAS_RULES, POWER_RULES, findApplicableRule} from './rules.js';
export {
  filterHolidaysForYear,
  getAllSpecialHolidays,
  getFixedHolidays,
  getMovingHolidays,
  getSpecialHolidays,
} from './holidays.js';
export {getEasterSunday} from './easter.js';
export {toDateString, toLocalDate} from './dates.js';
export {CalendarProvider} from './calendar-provider.js';
export {DeadlineCalculator} from './deadline-calculator.js';
export {calculateDeadline, getVersion, validateDate} from './helpers.js';
