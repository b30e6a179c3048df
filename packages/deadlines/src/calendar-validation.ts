/*
 * Checks of calendar inputs: working-day counts, years and custom holidays. The checks of rules and
 * switching cases live in rule-validation.ts, so that the calendar never depends on
 * the rule types.
 * Not part of the public API.
 */
import type {CustomHolidayInput, Holiday} from './calendar-types.js';
import {describe, formatDay, parseDay} from './dates.js';
import {Bundesland, HolidayType} from './enums.js';

const STATES: readonly string[] = Object.values(Bundesland);
const CUSTOM_HOLIDAY_TYPES: readonly string[] = [
  HolidayType.PUBLIC_HOLIDAY,
  HolidayType.OPERATIONAL_HOLIDAY,
  HolidayType.SPECIAL_HOLIDAY,
];

/** The allowed values of a field, quoted, for an error message. */
export function expected(values: readonly string[]): string {
  return values.map((value) => `"${value}"`).join(', ');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
