import type {DateInput} from './calendar-types.js';
import {DeadlineCalculator} from './deadline-calculator.js';
import type {SwitchingCase} from './types.js';
import {LIBRARY_VERSION} from './version.js';

let sharedCalculator: DeadlineCalculator | undefined;

/** One default calculator, created on first use. */
function defaultCalculator(): DeadlineCalculator {
  sharedCalculator ??= new DeadlineCalculator();
  return sharedCalculator;
}

/**
 * Calculates the earliest allowed supply start with the default rules and
 * calendar. A shortcut for `new DeadlineCalculator().calculateEarliestStartDate(...)`.
 *
 * @param switchingCase - Commodity, use case and termination flag.
 * @param fromDate - The day the request is made (`Date` by its local calendar date, or `'YYYY-MM-DD'`). Default: today.
 * @returns A `Date` at local midnight of the earliest start day.
 * @throws Error when no rule matches (message starting with `No rule found`) or an input is invalid.
 *
 * @example
 * ```ts
 * calculateDeadline({commodity: Commodity.POWER, useCase: UseCase.SWITCH, requiresTermination: true}, '2025-12-30');
 * // Date, local midnight of 2026-01-06
 * ```
 */
export function calculateDeadline(switchingCase: SwitchingCase, fromDate?: DateInput): Date {
  return defaultCalculator().calculateEarliestStartDate(switchingCase, fromDate).earliestStartDate;
}

/**
 * Checks a proposed supply start with the default rules and calendar.
 *
 * @param switchingCase - Commodity, use case and termination flag.
 * @param proposedDate - The start date to check.
 * @param fromDate - The day the request is made. Default: today.
 * @returns `true` when the proposed day is on or after the earliest allowed start.
 * @throws Error when no rule matches (message starting with `No rule found`) or an input is invalid.
 *
 * @example
 * ```ts
 * const gas = {commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: true};
 * validateDate(gas, '2025-10-22', '2025-10-01'); // true
 * validateDate(gas, '2025-10-21', '2025-10-01'); // false
 * ```
 */
export function validateDate(switchingCase: SwitchingCase, proposedDate: DateInput, fromDate?: DateInput): boolean {
  return defaultCalculator().validateStartDate(switchingCase, proposedDate, fromDate).isValid;
}

/**
 * Returns the version of this library. The built-in rules and holiday data
 * belong to this version, so log it next to calculated deadlines.
 *
 * @returns A semantic version string.
 *
 * @example
 * ```ts
 * getVersion(); // '1.0.0'
 * ```
 */
export function getVersion(): string {
  return LIBRARY_VERSION;
}
