/**
 * Exact price computations for energy products: net, tax and gross amounts of
 * per-unit and tiered prices, order totals, billing-period conversion,
 * formatting, and the pricing entities of an order.
 *
 * @packageDocumentation
 */
export {DECIMAL_PRECISION, DEFAULT_CURRENCY, TaxRates} from './constants.js';
export type {TaxRateKey} from './constants.js';
export {BillingPeriod, OperationType, PricingModel} from './enums.js';
export type {
  DecimalInput,
  OrderTotals,
  PriceItemInput,
  PriceItemResult,
  PriceTier,
  TaxBreakdownEntry,
  TierDetail,
} from './types.js';
export {computePriceItem} from './compute-price-item.js';
export {computeOrderTotals} from './order-totals.js';
export {convertBillingPeriodAmount, getOperationType} from './billing-period.js';
export {formatAmount, getTierDescription, toDecimalString} from './format.js';
export type {TierDescriptionOptions} from './format.js';
export {extractPricingEntitiesBySlug} from './extract.js';
export type {PriceItemReference, PricingEntitiesExtractResult, RelationItem, RelationValue} from './extract.js';
