/* Checks of switching cases and deadline rules. Not part of the public API. */
import {describe} from './dates.js';
import {Commodity, UseCase} from './enums.js';
import type {DeadlineRule, SwitchingCase} from './types.js';
import {assertWorkingDays, expected, isRecord} from './calendar-validation.js';

const COMMODITIES: readonly string[] = Object.values(Commodity);
const USE_CASES: readonly string[] = Object.values(UseCase);

/** Throws unless `value` is a {@link Commodity}. */
function assertCommodity(value: unknown): asserts value is Commodity {
  if (typeof value !== 'string' || !COMMODITIES.includes(value)) {
    throw new Error(`Unknown commodity ${describe(value)}: expected one of ${expected(COMMODITIES)}`);
  }
}

/** Throws unless `value` is a {@link UseCase}. */
function assertUseCase(value: unknown): asserts value is UseCase {
  if (typeof value !== 'string' || !USE_CASES.includes(value)) {
    throw new Error(`Unknown use case ${describe(value)}: expected one of ${expected(USE_CASES)}`);
  }
}

/** Throws unless `value` is a complete {@link SwitchingCase}. */
export function assertSwitchingCase(value: unknown): asserts value is SwitchingCase {
  if (!isRecord(value)) {
    throw new Error(
      `Invalid switching case ${describe(value)}: expected an object with commodity, useCase and requiresTermination`,
    );
  }
  assertCommodity(value.commodity);
  assertUseCase(value.useCase);
  if (typeof value.requiresTermination !== 'boolean') {
    throw new Error(`Invalid requiresTermination ${describe(value.requiresTermination)}: expected true or false`);
  }
}

/** Throws unless `value` is a well-formed {@link DeadlineRule}. */
export function assertRule(value: unknown): asserts value is DeadlineRule {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id.trim() === '') {
    throw new Error(`Invalid deadline rule ${describe(value)}: expected an object with a non-empty id`);
  }
  const where = `in deadline rule "${value.id}"`;
  try {
    assertSwitchingCase(value);
    assertWorkingDays(value.requiredWorkingDays);
    if (typeof value.allowsRetrospective !== 'boolean') {
      throw new Error(`Invalid allowsRetrospective ${describe(value.allowsRetrospective)}: expected true or false`);
    }
    if (value.allowsRetrospective || value.maxRetrospectiveDays !== undefined) {
      const days = value.maxRetrospectiveDays;
      if (typeof days !== 'number' || !Number.isInteger(days) || days < 0) {
        throw new Error(`Invalid maxRetrospectiveDays ${describe(days)}: expected a non-negative integer`);
      }
    }
    if (typeof value.description !== 'string') {
      throw new Error(`Invalid description ${describe(value.description)}: expected a string`);
    }
  } catch (error) {
    throw new Error(`${(error as Error).message} ${where}`);
  }
}
