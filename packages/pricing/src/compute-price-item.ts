import type Big from 'big.js';
import {DEFAULT_CURRENCY} from './constants.js';
import {Dec, assertCount, parseAmount, show, toCents, toCount, toPlain} from './decimal.js';
import {PricingModel} from './enums.js';
import {normalizeTiers, priceFlatFee, priceGraduated, priceVolume, type RawPrice} from './tiers.js';
import type {PriceItemInput, PriceItemResult, TierDetail} from './types.js';

const MODELS: readonly string[] = Object.values(PricingModel);

/** Net and gross of one exact amount, with the amount as entered kept exact. */
interface Split {
  net: Big;
  gross: Big;
}

function split(amount: Big, rate: Big, isTaxInclusive: boolean): Split {
  const factor = rate.plus(1);
  return isTaxInclusive ? {net: amount.div(factor), gross: amount} : {net: amount, gross: amount.times(factor)};
}

/**
 * Rounds once to cents on the side the price was entered on (net for
 * tax-exclusive, gross for tax-inclusive) and derives the rest so that
 * subtotal + tax = total.
 */
function toCentAmounts(amount: Split, isTaxInclusive: boolean, rate: Big) {
  if (isTaxInclusive) {
    const total = toCents(amount.gross);
    const subtotal = toCents(amount.net);
    return {subtotal, tax: total - subtotal, total};
  }
  const subtotal = toCents(amount.net);
  const tax = toCents(amount.net.times(rate));
  return {subtotal, tax, total: subtotal + tax};
}

function assertModel(model: unknown): asserts model is PricingModel {
  if (typeof model === 'string' && MODELS.includes(model)) return;
  const hint = model === 'tiered_cumulative' ? ' (the graduated model is called "tiered_graduated")' : '';
  throw new Error(`Unknown pricing model ${show(model)}${hint}; expected one of ${MODELS.join(', ')}`);
}

function assertScalars(input: PriceItemInput): void {
  if (typeof input !== 'object' || input === null) {
    throw new Error(`The price item input must be an object, got ${show(input)}`);
  }
  assertModel(input.pricingModel);
  assertCount(input.quantity ?? 1, 'quantity');
  if (input.consumption !== undefined && input.consumption !== null) {
    assertCount(input.consumption, 'consumption');
  }
  assertCount(input.taxRate, 'taxRate');
  if (typeof input.isTaxInclusive !== 'boolean') {
    throw new Error(`isTaxInclusive must be true or false, got ${show(input.isTaxInclusive)}`);
  }
  const currency = input.currency ?? DEFAULT_CURRENCY;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
    throw new Error(`currency must be a three-letter ISO 4217 code such as "EUR", got ${show(currency)}`);
  }
}

function priceByModel(input: PriceItemInput, quantity: Big): RawPrice {
  const hasMapping = input.consumption !== undefined && input.consumption !== null;
  // Only the price-mapping input chooses the tier; without it the tier is chosen as for quantity 1.
  const tierQuantity = new Dec(hasMapping ? (input.consumption as number) : 1);
  switch (input.pricingModel) {
    case PricingModel.perUnit: {
      if (input.unitAmountDecimal === undefined || input.unitAmountDecimal === null) {
        throw new Error(`unitAmountDecimal is required for pricing model "${PricingModel.perUnit}"`);
      }
      const unit = parseAmount(input.unitAmountDecimal, 'unitAmountDecimal');
      return {amount: unit.times(tierQuantity).times(quantity), unitAmount: unit};
    }
    case PricingModel.tieredVolume:
      return priceVolume(normalizeTiers(input.tiers, input.pricingModel), tierQuantity, quantity);
    case PricingModel.tieredGraduated:
      return priceGraduated(normalizeTiers(input.tiers, input.pricingModel), tierQuantity, quantity);
    default:
      return priceFlatFee(normalizeTiers(input.tiers, input.pricingModel), tierQuantity, quantity, hasMapping);
  }
}

/**
 * Computes the net, tax and gross amounts of one price item.
 *
 * @remarks
 * The multiplier is the product `quantity` times the `consumption` (the
 * price-mapping input), if one is given. Only `consumption` chooses the tier:
 * without it the tier is chosen as if the quantity were 1, and `quantity` only
 * multiplies. A tier's `upTo` is inclusive.
 *
 * - `per_unit`: unit price × multiplier.
 * - `tiered_volume`: the whole multiplier at the landed tier's unit price.
 * - `tiered_graduated`: each tier's unit price for the band of the consumption
 *   inside the tier, added up, then × `quantity`.
 * - `tiered_flatfee`: the landed tier's flat fee, × `quantity` only when
 *   `consumption` chose the tier.
 *
 * Tax-exclusive amounts are net and tax = net × rate. Tax-inclusive amounts
 * are gross and net = gross / (1 + rate). All arithmetic is exact decimal
 * (divisions keep {@link DECIMAL_PRECISION} places); the results are rounded
 * half-up to cents once, on the side the price was entered on, and the other
 * side is derived so that `amount_subtotal + amount_tax === amount_total`.
 *
 * @param input - The pricing model, prices, quantities and tax settings; see {@link PriceItemInput}.
 * @returns The amounts in integer cents, with `tiers_details` for the tiered models.
 * @throws Error when the pricing model is unknown; when `tiers` are missing,
 *   out of ascending order or lack the price the model needs; when
 *   `unitAmountDecimal` is missing for `per_unit`; when a price is not a
 *   non-negative decimal; when `quantity`, `consumption`, `taxRate` or an
 *   `upTo` is negative, NaN or infinite; when the consumption is above a
 *   closed last tier's `upTo`; or when the currency is not a three-letter code.
 *
 * @example Per unit: 1,000 kWh at 0.30 €/kWh, 19 % VAT
 * ```ts
 * computePriceItem({
 *   pricingModel: PricingModel.perUnit,
 *   unitAmountDecimal: '0.30',
 *   consumption: 1000,
 *   taxRate: TaxRates.standard,
 *   isTaxInclusive: false,
 * });
 * // { amount_subtotal: 30000, amount_tax: 5700, amount_total: 35700, unit_amount_net: 30, ... }
 * ```
 *
 * @example Graduated tiers: 1,000 × 0.30 + 500 × 0.28 = 440.00 € net
 * ```ts
 * computePriceItem({
 *   pricingModel: PricingModel.tieredGraduated,
 *   tiers: [
 *     {upTo: 1000, unitAmountDecimal: '0.30'},
 *     {upTo: 2000, unitAmountDecimal: '0.28'},
 *     {upTo: null, unitAmountDecimal: '0.25'},
 *   ],
 *   consumption: 1500,
 *   taxRate: TaxRates.standard,
 *   isTaxInclusive: false,
 * }).amount_subtotal; // 44000
 * ```
 */
export function computePriceItem(input: PriceItemInput): PriceItemResult {
  assertScalars(input);
  const quantityNumber = input.quantity ?? 1;
  const rate = new Dec(input.taxRate);
  const inclusive = input.isTaxInclusive;
  const raw = priceByModel(input, new Dec(quantityNumber));
  const amounts = toCentAmounts(split(raw.amount, rate, inclusive), inclusive, rate);
  const unit = split(raw.unitAmount, rate, inclusive);
  const result: PriceItemResult = {
    currency: input.currency ?? DEFAULT_CURRENCY,
    pricing_model: input.pricingModel,
    tax_rate: input.taxRate,
    is_tax_inclusive: inclusive,
    quantity: quantityNumber,
    unit_amount_net: toCents(unit.net),
    unit_amount_gross: toCents(unit.gross),
    unit_amount_net_decimal: toPlain(unit.net),
    unit_amount_gross_decimal: toPlain(unit.gross),
    amount_subtotal: amounts.subtotal,
    amount_tax: amounts.tax,
    amount_total: amounts.total,
  };
  if (input.consumption !== undefined && input.consumption !== null) {
    result.consumption = input.consumption;
  }
  if (raw.details) {
    result.tiers_details = raw.details.map((detail): TierDetail => {
      const price = split(detail.tier.price, rate, inclusive);
      const cents = toCentAmounts(split(detail.amount, rate, inclusive), inclusive, rate);
      return {
        tier_index: detail.tier.index,
        up_to: detail.tier.upTo,
        quantity: toCount(detail.quantity),
        unit_amount_net: toCents(price.net),
        unit_amount_gross: toCents(price.gross),
        unit_amount_net_decimal: toPlain(price.net),
        amount_subtotal: cents.subtotal,
        amount_total: cents.total,
      };
    });
  }
  return result;
}
