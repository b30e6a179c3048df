import {CalendarProvider} from './calendar-provider.js';
import type {DateInput, WorkingDayCalendar} from './calendar-types.js';
import {formatDay, localDateOfDay, parseDay, todayDay} from './dates.js';
import {countForward} from './day-index.js';
import {DEFAULT_DEADLINE_RULES, findApplicableRule, ruleMatches} from './rules.js';
import type {
  DeadlineCalculatorOptions,
  DeadlineResult,
  DeadlineRule,
  SwitchingCase,
  ValidationResult,
} from './types.js';
import {assertRule} from './rule-validation.js';

/** Replaces defaults that share an id or a case with a custom rule; appends the rest. */
function mergeRules(customRules: readonly DeadlineRule[]): DeadlineRule[] {
  const merged = [...DEFAULT_DEADLINE_RULES];
  for (const custom of customRules) {
    assertRule(custom);
    const frozen = Object.freeze({...custom});
    const index = merged.findIndex((existing) => existing.id === custom.id || ruleMatches(existing, custom));
    if (index === -1) merged.push(frozen);
    else merged[index] = frozen;
  }
  return merged;
}

/**
 * Calculates the earliest allowed supply start for a switching case, and
 * checks proposed start dates, using the GPKE and GeLi Gas deadline rules.
 *
 * Dates may be `'YYYY-MM-DD'` strings or `Date` objects; a `Date` stands for
 * its local calendar date. Returned `Date` objects are at local midnight of
 * the resulting day, and every result also carries the day as a string.
 * Results do not depend on the runtime's time zone.
 *
 * @example
 * ```ts
 * import {Commodity, DeadlineCalculator, UseCase} from '@energy-xrm/deadlines';
 *
 * const calculator = new DeadlineCalculator();
 * const result = calculator.calculateEarliestStartDate(
 *   {commodity: Commodity.POWER, useCase: UseCase.SWITCH, requiresTermination: true},
 *   '2025-10-01',
 * );
 * result.earliestStartDateString; // '2025-10-07'
 * result.calendarDaysTotal;       // 6
 * ```
 */
export class DeadlineCalculator {
  private readonly calendar: WorkingDayCalendar;
  private readonly rules: readonly DeadlineRule[];

  /**
   * Creates a calculator.
   *
   * @param options - An optional calendar and optional custom rules. A custom
   *   rule replaces the default with the same id or the same case; other
   *   custom rules are added.
   * @throws Error when a custom rule is malformed, for example with negative working days.
   *
   * @example
   * ```ts
   * const calculator = new DeadlineCalculator({
   *   calendarProvider: new CalendarProvider({useSpecialHolidays: false}),
   *   customRules: [{
   *     id: 'gas_switch_no_termination', commodity: Commodity.GAS, useCase: UseCase.SWITCH,
   *     requiresTermination: false, requiredWorkingDays: 8, allowsRetrospective: false,
   *     description: 'Contractual 8 working days.',
   *   }],
   * });
   * ```
   */
  constructor(options: DeadlineCalculatorOptions = {}) {
    this.calendar = options.calendarProvider ?? new CalendarProvider();
    this.rules = Object.freeze(mergeRules(options.customRules ?? []));
  }

  /**
   * Returns the rules this calculator uses, in lookup order.
   *
   * @returns A new array of the (frozen) rules.
   *
   * @example
   * ```ts
   * new DeadlineCalculator().getRules().length; // 6
   * ```
   */
  getRules(): DeadlineRule[] {
    return [...this.rules];
  }

  /**
   * Returns the rule for a switching case, if there is one.
   *
   * @param switchingCase - Commodity, use case and termination flag.
   * @returns The rule, or `undefined` when none matches (a relocation with termination by default).
   * @throws Error when the case has an unknown commodity or use case or a non-boolean termination flag.
   *
   * @example
   * ```ts
   * calculator.getRule({commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: false})?.id;
   * // 'gas_switch_no_termination'
   * ```
   */
  getRule(switchingCase: SwitchingCase): DeadlineRule | undefined {
    return findApplicableRule(this.rules, switchingCase);
  }

  /**
   * Calculates the earliest allowed supply start.
   *
   * For a rule with working days, the from-date is not counted; the
   * calculator counts the required working days after it and adds one more
   * calendar day. For a retrospective rule (gas relocation) the earliest
   * start is the from-date minus `maxRetrospectiveDays` calendar days.
   *
   * @param switchingCase - Commodity, use case and termination flag.
   * @param fromDate - The day the request is made. Default: today's local calendar date.
   * @returns The earliest start as a local-midnight `Date` and as `'YYYY-MM-DD'`, with the counting details.
   * @throws Error when no rule matches (the message starts with `No rule found`), or when the case or date is invalid.
   *
   * @example
   * ```ts
   * const gas = {commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: false};
   * calculator.calculateEarliestStartDate(gas, '2025-10-01').earliestStartDateString; // '2025-10-17'
   *
   * const move = {commodity: Commodity.GAS, useCase: UseCase.RELOCATION, requiresTermination: false};
   * calculator.calculateEarliestStartDate(move, '2025-10-01').earliestStartDateString; // '2025-08-20'
   * ```
   */
  calculateEarliestStartDate(switchingCase: SwitchingCase, fromDate?: DateInput): DeadlineResult {
    const rule = this.requireRule(switchingCase);
    const fromDay = fromDate === undefined ? todayDay() : parseDay(fromDate, 'from date');
    let resultDay: number;
    let workingDaysApplied = 0;
    let skippedDays: DeadlineResult['skippedDays'] = [];
    if (rule.allowsRetrospective) {
      resultDay = fromDay - (rule.maxRetrospectiveDays ?? 0);
    } else {
      const counted = countForward((day) => this.calendar.getDayInfo(day), fromDay, rule.requiredWorkingDays);
      resultDay = counted.resultDay;
      skippedDays = counted.skippedDays;
      workingDaysApplied = rule.requiredWorkingDays;
    }
    return {
      earliestStartDate: localDateOfDay(resultDay),
      earliestStartDateString: formatDay(resultDay),
      fromDateString: formatDay(fromDay),
      workingDaysApplied,
      calendarDaysTotal: resultDay - fromDay,
      isRetrospective: resultDay < fromDay,
      ruleApplied: rule,
      skippedDays,
    };
  }

  /**
   * Checks a proposed supply start: it is valid when it is on or after the earliest allowed start.
   *
   * @param switchingCase - Commodity, use case and termination flag.
   * @param proposedDate - The start date to check.
   * @param fromDate - The day the request is made. Default: today's local calendar date.
   * @returns `isValid`, the rule, and when invalid the earliest valid date.
   * @throws Error when no rule matches (the message starts with `No rule found`), or when the case or a date is invalid.
   *
   * @example
   * ```ts
   * const power = {commodity: Commodity.POWER, useCase: UseCase.SWITCH, requiresTermination: true};
   * calculator.validateStartDate(power, '2025-10-07', '2025-10-01').isValid; // true
   * calculator.validateStartDate(power, '2025-10-06', '2025-10-01').earliestValidDateString; // '2025-10-07'
   * ```
   */
  validateStartDate(switchingCase: SwitchingCase, proposedDate: DateInput, fromDate?: DateInput): ValidationResult {
    this.requireRule(switchingCase);
    const proposedDay = parseDay(proposedDate, 'proposed date');
    const result = this.calculateEarliestStartDate(switchingCase, fromDate);
    const proposedDateString = formatDay(proposedDay);
    const earliestDay = parseDay(result.fromDateString) + result.calendarDaysTotal;
    if (proposedDay >= earliestDay) {
      return {isValid: true, proposedDateString, ruleApplied: result.ruleApplied};
    }
    return {
      isValid: false,
      proposedDateString,
      earliestValidDate: result.earliestStartDate,
      earliestValidDateString: result.earliestStartDateString,
      ruleApplied: result.ruleApplied,
    };
  }

  private requireRule(switchingCase: SwitchingCase): DeadlineRule {
    const rule = this.getRule(switchingCase);
    if (!rule) {
      const {commodity, useCase, requiresTermination} = switchingCase;
      throw new Error(
        `No rule found for commodity "${commodity}", use case "${useCase}" and requiresTermination ${String(requiresTermination)}: ` +
          'the default rules cover relocation only without termination; pass a matching rule in customRules to support this case',
      );
    }
    return rule;
  }
}
