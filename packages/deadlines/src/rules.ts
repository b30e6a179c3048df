import {Commodity, UseCase} from './enums.js';
import type {DeadlineRule, SwitchingCase} from './types.js';
import {assertSwitchingCase} from './rule-validation.js';

function rule(value: DeadlineRule): DeadlineRule {
  return Object.freeze(value);
}

/**
 * The GPKE deadline rules for power. Since the 24-hour supplier switch
 * (LFW24) went live on 2025-06-06, a power switch without termination or a
 * move-in needs 1 working day, a switch with termination 2.
 *
 * | id | use case | termination | working days |
 * |---|---|---|---|
 * | `power_relocation` | relocation | no | 1 |
 * | `power_switch_no_termination` | switch | no | 1 |
 * | `power_switch_with_termination` | switch | yes | 2 |
 *
 * The array and its rules are frozen.
 *
 * @example
 * ```ts
 * POWER_RULES.map((r) => r.requiredWorkingDays); // [1, 1, 2]
 * ```
 */
export const POWER_RULES: readonly DeadlineRule[] = Object.freeze([
  rule({
    id: 'power_relocation',
    commodity: Commodity.POWER,
    useCase: UseCase.RELOCATION,
    requiresTermination: false,
    requiredWorkingDays: 1,
    allowsRetrospective: false,
    description: 'Power move-in or new connection: supply can start after 1 working day.',
  }),
  rule({
    id: 'power_switch_no_termination',
    commodity: Commodity.POWER,
    useCase: UseCase.SWITCH,
    requiresTermination: false,
    requiredWorkingDays: 1,
    allowsRetrospective: false,
    description: 'Power supplier switch without termination: supply can start after 1 working day.',
  }),
  rule({
    id: 'power_switch_with_termination',
    commodity: Commodity.POWER,
    useCase: UseCase.SWITCH,
    requiresTermination: true,
    requiredWorkingDays: 2,
    allowsRetrospective: false,
    description:
      'Power supplier switch including termination of the old contract: supply can start after 2 working days.',
  }),
]);

/**
 * The GeLi Gas deadline rules for gas.
 *
 * | id | use case | termination | working days | retrospective |
 * |---|---|---|---|---|
 * | `gas_relocation` | relocation | no | 0 | up to 42 days back |
 * | `gas_switch_no_termination` | switch | no | 10 | no |
 * | `gas_switch_with_termination` | switch | yes | 13 | no |
 *
 * The array and its rules are frozen.
 *
 * @example
 * ```ts
 * GAS_RULES.map((r) => r.requiredWorkingDays); // [0, 10, 13]
 * ```
 */
export const GAS_RULES: readonly DeadlineRule[] = Object.freeze([
  rule({
    id: 'gas_relocation',
    commodity: Commodity.GAS,
    useCase: UseCase.RELOCATION,
    requiresTermination: false,
    requiredWorkingDays: 0,
    allowsRetrospective: true,
    maxRetrospectiveDays: 42,
    description: 'Gas move-in or new connection: supply may start up to 42 calendar days (6 weeks) in the past.',
  }),
  rule({
    id: 'gas_switch_no_termination',
    commodity: Commodity.GAS,
    useCase: UseCase.SWITCH,
    requiresTermination: false,
    requiredWorkingDays: 10,
    allowsRetrospective: false,
    description: 'Gas supplier switch without termination: supply can start after 10 working days.',
  }),
  rule({
    id: 'gas_switch_with_termination',
    commodity: Commodity.GAS,
    useCase: UseCase.SWITCH,
    requiresTermination: true,
    requiredWorkingDays: 13,
    allowsRetrospective: false,
    description:
      'Gas supplier switch including termination of the old contract: supply can start after 13 working days.',
  }),
]);

/**
 * All six default rules: {@link POWER_RULES} followed by {@link GAS_RULES}.
 * There is deliberately no rule for a relocation with termination.
 *
 * @example
 * ```ts
 * DEFAULT_DEADLINE_RULES.map((r) => r.id);
 * // ['power_relocation', 'power_switch_no_termination', 'power_switch_with_termination',
 * //  'gas_relocation', 'gas_switch_no_termination', 'gas_switch_with_termination']
 * ```
 */
export const DEFAULT_DEADLINE_RULES: readonly DeadlineRule[] = Object.freeze([...POWER_RULES, ...GAS_RULES]);

/** `true` when the rule applies to exactly this case. */
export function ruleMatches(candidate: DeadlineRule, switchingCase: SwitchingCase): boolean {
  return (
    candidate.commodity === switchingCase.commodity &&
    candidate.useCase === switchingCase.useCase &&
    candidate.requiresTermination === switchingCase.requiresTermination
  );
}

/**
 * Finds the first rule in a list that matches a switching case.
 *
 * @param rules - The rules to search, in priority order.
 * @param switchingCase - Commodity, use case and termination flag.
 * @returns The matching rule, or `undefined` when none matches.
 * @throws Error when the case has an unknown commodity or use case or a non-boolean termination flag.
 *
 * @example
 * ```ts
 * findApplicableRule(DEFAULT_DEADLINE_RULES, {
 *   commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: true,
 * })?.requiredWorkingDays; // 13
 *
 * findApplicableRule(DEFAULT_DEADLINE_RULES, {
 *   commodity: Commodity.POWER, useCase: UseCase.RELOCATION, requiresTermination: true,
 * }); // undefined
 * ```
 */
export function findApplicableRule(
  rules: readonly DeadlineRule[],
  switchingCase: SwitchingCase,
): DeadlineRule | undefined {
  assertSwitchingCase(switchingCase);
  return rules.find((candidate) => ruleMatches(candidate, switchingCase));
}
