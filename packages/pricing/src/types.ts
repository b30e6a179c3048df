import type {PricingModel} from './enums.js';

/**
 * A decimal amount in major units (euros): a string such as `'0.30'`, or a
 * number such as `0.3`.
 *
 * @remarks
 * Prefer strings: they are read digit by digit. Numbers are read through their
 * shortest decimal form, so `0.1 + 0.2` becomes `0.30000000000000004`, which
 * the library then rounds to {@link DECIMAL_PRECISION} places (`0.3`).
 */
export type DecimalInput = string | number;

/**
 * One tier of a tiered price.
 *
 * @remarks
 * `upTo` is inclusive: a quantity of exactly `upTo` stays in the tier, and a
 * quantity moves to the next tier only when it is greater than this tier's
 * `upTo`. Tiers must be listed in ascending order; the last tier normally has
 * `upTo: null` (no upper limit).
 *
 * @example
 * ```ts
 * const tiers: PriceTier[] = [
 *   {upTo: 1000, unitAmountDecimal: '0.30'},
 *   {upTo: 2000, unitAmountDecimal: '0.28'},
 *   {upTo: null, unitAmountDecimal: '0.25'},
 * ];
 * ```
 */
export interface PriceTier {
  /** Inclusive upper limit of the tier, or `null` for the open last tier. */
  upTo: number | null;
  /** Unit price of the tier in major units; required by `tiered_volume` and `tiered_graduated`. */
  unitAmountDecimal?: DecimalInput;
  /** Flat fee of the tier in major units; required by `tiered_flatfee`. */
  flatFeeAmountDecimal?: DecimalInput;
}

/**
 * Everything {@link computePriceItem} needs to price one item.
 *
 * @example
 * ```ts
 * const input: PriceItemInput = {
 *   pricingModel: PricingModel.perUnit,
 *   unitAmountDecimal: '0.30',
 *   consumption: 1000,
 *   taxRate: TaxRates.standard,
 *   isTaxInclusive: false,
 * };
 * ```
 */
export interface PriceItemInput {
  /** The pricing model of the price. */
  pricingModel: PricingModel;
  /** Unit price in major units; required by `per_unit`. */
  unitAmountDecimal?: DecimalInput;
  /** Tiers in ascending order; required by the tiered models. */
  tiers?: PriceTier[];
  /** Product quantity; multiplies the amount. Defaults to 1. It never chooses the tier. */
  quantity?: number;
  /**
   * The price-mapping input, for example the yearly consumption in kWh. When
   * present it chooses the tier and multiplies with `quantity`.
   */
  consumption?: number;
  /** Tax rate as a fraction, for example `0.19`; see {@link TaxRates}. */
  taxRate: number;
  /** `true` when the amounts given are gross (tax included), `false` when they are net. */
  isTaxInclusive: boolean;
  /** ISO 4217 currency code with two minor digits. Defaults to {@link DEFAULT_CURRENCY}. */
  currency?: string;
}

/**
 * What one tier contributed to a tiered price. Amounts are integer cents.
 *
 * @remarks
 * Each tier's amounts are rounded on their own, so their sum can differ by a
 * cent from the item's amounts, which are rounded once from the exact total.
 */
export interface TierDetail {
  /** Position of the tier in the input `tiers` array, starting at 0. */
  tier_index: number;
  /** The tier's inclusive upper limit, or `null` for the open last tier. */
  up_to: number | null;
  /**
   * How many times the tier's price is charged: the units billed in this tier
   * (times the product quantity), or for `tiered_flatfee` the number of flat fees.
   */
  quantity: number;
  /** Net unit price (or net flat fee) of the tier, in cents. */
  unit_amount_net: number;
  /** Gross unit price (or gross flat fee) of the tier, in cents. */
  unit_amount_gross: number;
  /** Exact net unit price (or flat fee) in major units, up to 12 decimals. */
  unit_amount_net_decimal: string;
  /** Net amount of the tier, in cents. */
  amount_subtotal: number;
  /** Gross amount of the tier, in cents. */
  amount_total: number;
}

/**
 * The computed amounts of one price item. Every amount is an integer number of
 * cents (minor units), rounded half-up once from the exact result.
 *
 * @remarks
 * `amount_subtotal + amount_tax === amount_total` always holds.
 */
export interface PriceItemResult {
  /** Currency of all amounts. */
  currency: string;
  /** The pricing model that was applied. */
  pricing_model: PricingModel;
  /** Tax rate that was applied, as a fraction. */
  tax_rate: number;
  /** Whether the input amounts were gross. */
  is_tax_inclusive: boolean;
  /** The product quantity. */
  quantity: number;
  /** The price-mapping input, when one was given. */
  consumption?: number;
  /**
   * Net price per unit, in cents: the unit price (`per_unit`), the landed
   * tier's unit price (`tiered_volume`), the landed tier's flat fee
   * (`tiered_flatfee`) or the average unit price across the bands
   * (`tiered_graduated`).
   */
  unit_amount_net: number;
  /** Gross price per unit, in cents; see `unit_amount_net`. */
  unit_amount_gross: number;
  /** Exact net price per unit in major units, up to 12 decimals. */
  unit_amount_net_decimal: string;
  /** Exact gross price per unit in major units, up to 12 decimals. */
  unit_amount_gross_decimal: string;
  /** Net amount, in cents. */
  amount_subtotal: number;
  /** Tax amount, in cents. */
  amount_tax: number;
  /** Gross amount, in cents. */
  amount_total: number;
  /** Per-tier breakdown; present for the tiered models. */
  tiers_details?: TierDetail[];
}

/**
 * Amounts of all items that share one tax rate, in cents.
 */
export interface TaxBreakdownEntry {
  /** The tax rate, as a fraction. */
  tax_rate: number;
  /** Net amount of the items with this rate. */
  amount_subtotal: number;
  /** Tax amount of the items with this rate. */
  amount_tax: number;
  /** Gross amount of the items with this rate. */
  amount_total: number;
}

/**
 * The totals of an order, computed by {@link computeOrderTotals}. Amounts are
 * integer cents.
 */
export interface OrderTotals {
  /** Currency shared by all items. */
  currency: string;
  /** Sum of the items' net amounts. */
  amount_subtotal: number;
  /** Sum of the items' tax amounts. */
  amount_tax: number;
  /** Sum of the items' gross amounts. */
  amount_total: number;
  /** The computed items, in input order. */
  items: PriceItemResult[];
  /** Amounts grouped by tax rate, highest rate first. */
  tax_breakdown: TaxBreakdownEntry[];
}
