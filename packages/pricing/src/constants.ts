/**
 * Number of decimal places the library keeps for intermediate results.
 *
 * @remarks
 * Prices are parsed into exact decimals. Multiplications and additions stay
 * exact; every division (tax-inclusive net prices, billing-period conversions,
 * average unit prices) is rounded half-up to this many decimal places. Money
 * amounts are rounded to whole cents only once, when a result is returned.
 *
 * @example
 * ```ts
 * import {DECIMAL_PRECISION} from '@energy-xrm/pricing';
 *
 * DECIMAL_PRECISION; // 12
 * ```
 */
export const DECIMAL_PRECISION = 12;

/**
 * Currency used when an input does not name one.
 *
 * @remarks
 * Amounts are returned in minor units, and the library assumes currencies with
 * two minor digits (cents), which holds for EUR, CHF, USD and GBP.
 *
 * @example
 * ```ts
 * import {DEFAULT_CURRENCY} from '@energy-xrm/pricing';
 *
 * DEFAULT_CURRENCY; // 'EUR'
 * ```
 */
export const DEFAULT_CURRENCY = 'EUR';

/**
 * The German value-added tax rates a price can carry, as fractions.
 *
 * @remarks
 * `standard` is the regular 19 % rate, `reduced` the 7 % rate and
 * `nontaxable` marks prices without VAT. Pass a value as
 * {@link PriceItemInput.taxRate}.
 *
 * @example
 * ```ts
 * import {TaxRates, computePriceItem, PricingModel} from '@energy-xrm/pricing';
 *
 * computePriceItem({
 *   pricingModel: PricingModel.perUnit,
 *   unitAmountDecimal: '0.30',
 *   consumption: 1000,
 *   taxRate: TaxRates.standard, // 0.19
 *   isTaxInclusive: false,
 * }).amount_tax; // 5700 (57.00 €)
 * ```
 */
export const TaxRates = {
  /** Regular VAT rate: 19 %. */
  standard: 0.19,
  /** Reduced VAT rate: 7 %. */
  reduced: 0.07,
  /** No VAT: 0 %. */
  nontaxable: 0,
} as const;

/**
 * Name of one of the {@link TaxRates}: `'standard'`, `'reduced'` or `'nontaxable'`.
 *
 * @example
 * ```ts
 * import {TaxRates, type TaxRateKey} from '@energy-xrm/pricing';
 *
 * const key: TaxRateKey = 'reduced';
 * TaxRates[key]; // 0.07
 * ```
 */
export type TaxRateKey = keyof typeof TaxRates;
