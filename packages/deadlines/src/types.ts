import type {DayInfo, WorkingDayCalendar} from './calendar-types.js';
import type {Commodity, UseCase} from './enums.js';

/**
 * The situation a deadline is calculated for.
 *
 * @example
 * ```ts
 * const powerSwitch: SwitchingCase = {
 *   commodity: Commodity.POWER,
 *   useCase: UseCase.SWITCH,
 *   requiresTermination: true,
 * };
 * ```
 */
export interface SwitchingCase {
  /** Power (GPKE) or gas (GeLi Gas). */
  commodity: Commodity;
  /** Supplier switch or relocation (move-in). */
  useCase: UseCase;
  /** `true` when the new supplier also has to terminate the customer's current contract. */
  requiresTermination: boolean;
}

/**
 * One deadline rule: how many working days must lie between the day the
 * request is made and the supply start.
 *
 * @example
 * ```ts
 * const rule: DeadlineRule = {
 *   id: 'power_switch_with_termination',
 *   commodity: Commodity.POWER,
 *   useCase: UseCase.SWITCH,
 *   requiresTermination: true,
 *   requiredWorkingDays: 2,
 *   allowsRetrospective: false,
 *   description: 'Power supplier switch including termination: 2 working days.',
 * };
 * ```
 */
export interface DeadlineRule {
  /** A unique id, for example `'gas_switch_with_termination'`. */
  id: string;
  /** The commodity the rule applies to. */
  commodity: Commodity;
  /** The use case the rule applies to. */
  useCase: UseCase;
  /** The termination flag the rule applies to. */
  requiresTermination: boolean;
  /** Working days to count after the start date (a non-negative integer). */
  requiredWorkingDays: number;
  /** `true` when the supply may start in the past (gas relocation). */
  allowsRetrospective: boolean;
  /** How many calendar days back a retrospective start may lie; required when `allowsRetrospective` is `true`. */
  maxRetrospectiveDays?: number;
  /** A one-sentence English explanation. */
  description: string;
}

/**
 * Options for a {@link DeadlineCalculator}.
 *
 * @example
 * ```ts
 * const options: DeadlineCalculatorOptions = {
 *   calendarProvider: new CalendarProvider({useSpecialHolidays: false}),
 * };
 * ```
 */
export interface DeadlineCalculatorOptions {
  /** The calendar to count working days with, usually a {@link CalendarProvider}. Default: a new `CalendarProvider()`. */
  calendarProvider?: WorkingDayCalendar;
  /**
   * Rules that replace or extend the defaults. A custom rule replaces the
   * default rule with the same id or the same case; any other custom rule
   * is added.
   */
  customRules?: DeadlineRule[];
}

/**
 * The result of {@link DeadlineCalculator.calculateEarliestStartDate}.
 *
 * @example
 * ```ts
 * // power switch with termination, from 2025-10-01
 * // {earliestStartDateString: '2025-10-07', fromDateString: '2025-10-01',
 * //  workingDaysApplied: 2, calendarDaysTotal: 6, isRetrospective: false,
 * //  ruleApplied: {id: 'power_switch_with_termination', ...},
 * //  skippedDays: [{date: '2025-10-03', ...}, {date: '2025-10-04', ...}, {date: '2025-10-05', ...}]}
 * ```
 */
export interface DeadlineResult {
  /**
   * The earliest allowed supply start as a `Date` at local midnight of that calendar day (or the first
   * moment of the day where a daylight-saving change skips midnight). Read it with local getters.
   */
  earliestStartDate: Date;
  /** The same day as `'YYYY-MM-DD'`. Prefer this when you store or send the date. */
  earliestStartDateString: string;
  /** The day the calculation started from, `'YYYY-MM-DD'`. */
  fromDateString: string;
  /** Working days counted (0 for a retrospective rule). */
  workingDaysApplied: number;
  /** Calendar days from the from-date to the earliest start; negative for a retrospective rule (−42 for gas relocation). */
  calendarDaysTotal: number;
  /** `true` when the earliest start lies before the from-date. */
  isRetrospective: boolean;
  /** The rule that was applied. */
  ruleApplied: DeadlineRule;
  /** The non-working days passed over while counting, in date order. */
  skippedDays: DayInfo[];
}

/**
 * The result of {@link DeadlineCalculator.validateStartDate}.
 *
 * @example
 * ```ts
 * // power switch with termination, from 2025-10-01, proposed 2025-10-06
 * // {isValid: false, proposedDateString: '2025-10-06',
 * //  earliestValidDate: Date(2025-10-07, local midnight), earliestValidDateString: '2025-10-07',
 * //  ruleApplied: {id: 'power_switch_with_termination', ...}}
 * ```
 */
export interface ValidationResult {
  /** `true` when the proposed day is on or after the earliest allowed start. */
  isValid: boolean;
  /** The proposed day as `'YYYY-MM-DD'`. */
  proposedDateString: string;
  /** Only when invalid: the earliest allowed start, a `Date` at local midnight. */
  earliestValidDate?: Date;
  /** Only when invalid: the earliest allowed start as `'YYYY-MM-DD'`. */
  earliestValidDateString?: string;
  /** The rule that was applied. */
  ruleApplied: DeadlineRule;
}
