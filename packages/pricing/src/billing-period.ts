import {Dec, parseAmount, show, toPlain} from './decimal.js';
import {BillingPeriod, OperationType} from './enums.js';

/** How many times a recurring period fits into one year. */
const PERIODS_PER_YEAR: Readonly<Record<Exclude<BillingPeriod, BillingPeriod.oneTime>, number>> = {
  [BillingPeriod.weekly]: 52,
  [BillingPeriod.monthly]: 12,
  [BillingPeriod.everyQuarter]: 4,
  [BillingPeriod.every6Months]: 2,
  [BillingPeriod.yearly]: 1,
};

const PERIODS: readonly string[] = Object.values(BillingPeriod);

function assertPeriod(period: unknown, name: string): asserts period is BillingPeriod {
  if (typeof period !== 'string' || !PERIODS.includes(period)) {
    throw new Error(`Unknown billing period ${show(period)} for ${name}; expected one of ${PERIODS.join(', ')}`);
  }
}

/** Periods per year of both periods, or null when they are the same; throws for one_time. */
function periodsPerYear(from: unknown, to: unknown): [number, number] | null {
  assertPeriod(from, 'from');
  assertPeriod(to, 'to');
  if (from === to) return null;
  if (from === BillingPeriod.oneTime || to === BillingPeriod.oneTime) {
    throw new Error(`Cannot convert between "${from}" and "${to}": a one_time amount does not recur`);
  }
  return [PERIODS_PER_YEAR[from], PERIODS_PER_YEAR[to]];
}

/**
 * Tells whether converting an amount from one billing period to another
 * multiplies or divides it.
 *
 * @remarks
 * A longer target period collects more charges, so the amount is multiplied
 * (monthly to yearly: × 12). A shorter target period divides (yearly to
 * monthly: ÷ 12). Converting a period to itself returns
 * {@link OperationType.MULTIPLY} (the factor is 1).
 *
 * @param from - The billing period the amount is given for.
 * @param to - The billing period the amount is wanted for.
 * @returns {@link OperationType.MULTIPLY} or {@link OperationType.DIVIDE}.
 * @throws Error when a period is unknown, or when exactly one of them is `one_time`.
 *
 * @example
 * ```ts
 * getOperationType(BillingPeriod.monthly, BillingPeriod.yearly); // OperationType.MULTIPLY ('multiply')
 * getOperationType(BillingPeriod.yearly, BillingPeriod.monthly); // OperationType.DIVIDE ('divide')
 * ```
 */
export function getOperationType(from: BillingPeriod, to: BillingPeriod): OperationType {
  const perYear = periodsPerYear(from, to);
  if (perYear === null) return OperationType.MULTIPLY;
  return perYear[0] > perYear[1] ? OperationType.MULTIPLY : OperationType.DIVIDE;
}

/**
 * Converts an amount charged per one billing period into the equivalent
 * amount per another period.
 *
 * @remarks
 * The amount is multiplied by the number of `from` periods per year and
 * divided by the number of `to` periods per year (a year has 52 weeks,
 * 12 months, 4 quarters and 2 half-years). The arithmetic is exact decimal;
 * a division that does not end is rounded half-up to
 * {@link DECIMAL_PRECISION} places. The result has no trailing zeros beyond
 * the second decimal place.
 *
 * @param amount - The amount in major units, as a decimal string (`'10.00'`) or number.
 * @param from - The billing period the amount is given for.
 * @param to - The billing period the amount is wanted for.
 * @returns The converted amount as a decimal string with at least two decimals.
 * @throws Error when the amount is not a non-negative decimal, when a period
 *   is unknown, or when exactly one of the periods is `one_time`.
 *
 * @example
 * ```ts
 * convertBillingPeriodAmount('10.00', BillingPeriod.monthly, BillingPeriod.yearly);  // '120.00'
 * convertBillingPeriodAmount('120.00', BillingPeriod.yearly, BillingPeriod.monthly); // '10.00'
 * convertBillingPeriodAmount('100', BillingPeriod.yearly, BillingPeriod.monthly);    // '8.333333333333'
 * convertBillingPeriodAmount('10', BillingPeriod.weekly, BillingPeriod.yearly);      // '520.00'
 * ```
 */
export function convertBillingPeriodAmount(amount: string | number, from: BillingPeriod, to: BillingPeriod): string {
  const value = parseAmount(amount, 'amount');
  const perYear = periodsPerYear(from, to);
  const converted = perYear === null ? value : value.times(perYear[0]).div(new Dec(perYear[1]));
  const plain = toPlain(converted);
  const decimals = plain.split('.')[1]?.length ?? 0;
  if (decimals >= 2) return plain;
  return decimals === 0 ? `${plain}.00` : `${plain}0`;
}
