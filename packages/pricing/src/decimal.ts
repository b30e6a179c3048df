import Big from 'big.js';
import {DECIMAL_PRECISION} from './constants.js';

/**
 * Private Big constructor: divisions keep DECIMAL_PRECISION places and round
 * half-up, without touching the global Big settings other code may rely on.
 * @internal
 */
export const Dec = Big();
Dec.DP = DECIMAL_PRECISION;
Dec.RM = 1;

/** Rounding mode 1 of big.js: to the nearest neighbour, ties away from zero. @internal */
export const ROUND_HALF_UP = 1 as const;

const DECIMAL_PATTERN = /^[+-]?\d+(\.\d+)?$/;

/** Renders an input value for an error message, quoting strings. @internal */
export function show(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (value === undefined) return 'undefined';
  return JSON.stringify(value) ?? String(value);
}

/**
 * Parses a decimal amount given as a string (`'0.30'`) or a number (`0.3`)
 * and rounds it half-up to DECIMAL_PRECISION places.
 * @throws Error naming `name` when the value is missing, not a decimal, or negative.
 * @internal
 */
export function parseAmount(value: unknown, name: string): Big {
  let parsed: Big;
  if (typeof value === 'number' && Number.isFinite(value)) {
    parsed = new Dec(value);
  } else if (typeof value === 'string' && DECIMAL_PATTERN.test(value.trim())) {
    parsed = new Dec(value.trim());
  } else {
    throw new Error(`${name} must be a decimal number such as "0.30", got ${show(value)}`);
  }
  if (parsed.lt(0)) {
    throw new Error(`${name} must not be negative, got ${show(value)}`);
  }
  return parsed.round(DECIMAL_PRECISION, ROUND_HALF_UP);
}

/**
 * Checks that a count (quantity, consumption, tier limit) is a finite number
 * that is zero or more.
 * @throws Error naming `name` otherwise.
 * @internal
 */
export function assertCount(value: unknown, name: string): asserts value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new Error(`${name} must be a finite number, got ${show(value)}`);
  }
  if (value < 0) {
    throw new Error(`${name} must not be negative, got ${show(value)}`);
  }
}

/** Rounds a major-unit amount half-up to whole minor units (cents). @internal */
export function toCents(amount: Big): number {
  return Number(amount.times(100).round(0, ROUND_HALF_UP).toFixed(0));
}

/** Renders a decimal in plain notation, rounded to DECIMAL_PRECISION, trailing zeros removed. @internal */
export function toPlain(amount: Big): string {
  // big.js writes a zero, negative or rounded to zero from below, without its sign: no "-0" here.
  return amount
    .round(DECIMAL_PRECISION, ROUND_HALF_UP)
    .toFixed(DECIMAL_PRECISION)
    .replace(/\.?0+$/, '');
}

/** Converts an exact decimal count (for example a tier band) back to a number for display. @internal */
export function toCount(amount: Big): number {
  return Number(toPlain(amount));
}
