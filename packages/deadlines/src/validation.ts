/* Input checks shared by the calendar and the calculator. Not part of the public API. */
import type {CustomHolidayInput, Holiday} from './calendar-types.js';
import {describe, formatDay, parseDay} from './dates.js';
import {Bundesland, Commodity, HolidayType, UseCase} from './enums.js';
import type {DeadlineRule, SwitchingCase} from './types.js';

const COMMODITIES: readonly string[] = Object.values(Commodity);
const USE_CASES: readonly string[] = Object.values(UseCase);
const STATES: readonly string[] = Object.values(Bundesland);
const CUSTOM_HOLIDAY_TYPES: readonly string[] = [
  HolidayType.PUBLIC_HOLIDAY,
  HolidayType.OPERATIONAL_HOLIDAY,
  HolidayType.SPECIAL_HOLIDAY,
];

function expected(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Throws unless `value` is a {@link Commodity}. */
export function assertCommodity(value: unknown): asserts value is Commodity {
  if (typeof value !== 'string' || !COMMODITIES.includes(value)) {
    throw new Error(`Unknown commodity ${describe(value)}: expected one of ${expected(COMMODITIES)}`);
  }
}

/** Throws unless `value` is a {@link UseCase}. */
export function assertUseCase(value: unknown): asserts value is UseCase {
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

/** Throws unless `value` is a non-negative integer number of working days. */
export function assertWorkingDays(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
    throw new Error(`Invalid number of working days ${describe(value)}: expected a non-negative integer`);
  }
}

/** Throws unless `value` is an integer year from 1 to 9999. */
export function assertYear(value: unknown): asserts value is number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 9999) {
    throw new Error(`Invalid year ${describe(value)}: expected an integer from 1 to 9999`);
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

/**
 * Checks a custom holiday and returns a frozen {@link Holiday} with its
 * type defaulted to {@link HolidayType.SPECIAL_HOLIDAY}.
 */
export function normaliseCustomHoliday(value: unknown): Holiday {
  if (!isRecord(value)) {
    throw new Error(`Invalid custom holiday ${describe(value)}: expected an object with date and name`);
  }
  const input = value as Partial<CustomHolidayInput> & Record<string, unknown>;
  const date = formatDay(parseDay(input.date as string, 'custom holiday date'));
  if (typeof input.name !== 'string' || input.name.trim() === '') {
    throw new Error(`Invalid custom holiday on ${date}: expected a non-empty name`);
  }
  const type = input.type ?? HolidayType.SPECIAL_HOLIDAY;
  if (!CUSTOM_HOLIDAY_TYPES.includes(type)) {
    throw new Error(
      `Invalid type ${describe(type)} for custom holiday "${input.name}": expected one of ${expected(CUSTOM_HOLIDAY_TYPES)}`,
    );
  }
  const states = input.bundeslaender ?? [];
  if (!Array.isArray(states) || states.some((state) => !STATES.includes(state as string))) {
    throw new Error(
      `Invalid bundeslaender ${describe(states)} for custom holiday "${input.name}": expected Bundesland values such as "Bayern"`,
    );
  }
  const holiday: Holiday = {date, name: input.name, type, bundeslaender: Object.freeze([...states])};
  if (typeof input.description === 'string') holiday.description = input.description;
  if (input.isOneTime !== undefined) holiday.isOneTime = Boolean(input.isOneTime);
  return Object.freeze(holiday);
}
