/**
 * How a price turns a quantity into an amount.
 *
 * @remarks
 * - `per_unit`: one unit price, multiplied by the quantity.
 * - `tiered_volume`: the whole quantity is charged at the unit price of the
 *   tier it lands in.
 * - `tiered_graduated`: every tier charges its own unit price for the part of
 *   the quantity that falls inside the tier, and the parts are added up.
 * - `tiered_flatfee`: the tier the quantity lands in charges one flat fee.
 *
 * The platform's later versions add `dynamic_tariff` and `external_getag`;
 * this library does not compute them.
 *
 * @example
 * ```ts
 * import {PricingModel} from '@energy-xrm/pricing';
 *
 * PricingModel.tieredGraduated; // 'tiered_graduated'
 * ```
 */
export enum PricingModel {
  /** One unit price times the quantity. Value `per_unit`. */
  perUnit = 'per_unit',
  /** Sum of the tier bands the quantity passes through. Value `tiered_graduated`. */
  tieredGraduated = 'tiered_graduated',
  /** Whole quantity at the landed tier's unit price. Value `tiered_volume`. */
  tieredVolume = 'tiered_volume',
  /** One flat fee of the landed tier. Value `tiered_flatfee`. */
  tieredFlatFee = 'tiered_flatfee',
}

/**
 * Which arithmetic operation converts an amount from one billing period to
 * another.
 *
 * @remarks
 * Converting to a longer period (monthly to yearly) multiplies; converting to
 * a shorter one (yearly to monthly) divides. See {@link getOperationType}.
 *
 * @example
 * ```ts
 * import {BillingPeriod, OperationType, getOperationType} from '@energy-xrm/pricing';
 *
 * getOperationType(BillingPeriod.monthly, BillingPeriod.yearly) === OperationType.MULTIPLY; // true
 * ```
 */
export enum OperationType {
  /** The amount grows: the target period is longer. Value `multiply`. */
  MULTIPLY = 'multiply',
  /** The amount shrinks: the target period is shorter. Value `divide`. */
  DIVIDE = 'divide',
}

/**
 * How often a recurring price is charged, or `one_time` for a single charge.
 *
 * @remarks
 * For conversions a year has 52 weeks, 12 months, 4 quarters and 2 half-years.
 * A `one_time` amount cannot be converted to a recurring period.
 *
 * @example
 * ```ts
 * import {BillingPeriod, convertBillingPeriodAmount} from '@energy-xrm/pricing';
 *
 * convertBillingPeriodAmount('10.00', BillingPeriod.monthly, BillingPeriod.yearly); // '120.00'
 * ```
 */
export enum BillingPeriod {
  /** Every week (52 per year). Value `weekly`. */
  weekly = 'weekly',
  /** Every month (12 per year). Value `monthly`. */
  monthly = 'monthly',
  /** Every quarter (4 per year). Value `every_quarter`. */
  everyQuarter = 'every_quarter',
  /** Every six months (2 per year). Value `every_6_months`. */
  every6Months = 'every_6_months',
  /** Once a year. Value `yearly`. */
  yearly = 'yearly',
  /** A single charge that does not recur. Value `one_time`. */
  oneTime = 'one_time',
}
