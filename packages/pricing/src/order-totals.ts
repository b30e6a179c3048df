import {computePriceItem} from './compute-price-item.js';
import {DEFAULT_CURRENCY} from './constants.js';
import {show} from './decimal.js';
import type {OrderTotals, PriceItemInput, PriceItemResult, TaxBreakdownEntry} from './types.js';

function isInput(item: PriceItemInput | PriceItemResult): item is PriceItemInput {
  return 'pricingModel' in item;
}

function assertCents(value: unknown, name: string): asserts value is number {
  if (!Number.isSafeInteger(value)) {
    throw new Error(`${name} must be an integer number of cents, got ${show(value)}`);
  }
}

/**
 * Adds up the amounts of several price items into order totals, with a
 * breakdown by tax rate.
 *
 * @remarks
 * Each entry may be a {@link PriceItemInput}, which is computed with
 * {@link computePriceItem} first, or an already computed
 * {@link PriceItemResult}. The totals are sums of the items' cent amounts, so
 * they match what each item shows. An empty list gives zero totals in
 * {@link DEFAULT_CURRENCY}.
 *
 * @param items - The price items of the order, as inputs or computed results.
 * @returns The summed net, tax and gross amounts in cents, the computed
 *   items in input order, and `tax_breakdown` with one entry per tax rate,
 *   highest rate first.
 * @throws Error when the items use different currencies, when an input is
 *   invalid (see {@link computePriceItem}), or when a result's amounts are not
 *   integer cents.
 *
 * @example Electricity at 19 % and a 7 % item in one order
 * ```ts
 * const totals = computeOrderTotals([
 *   {pricingModel: PricingModel.perUnit, unitAmountDecimal: '0.30', consumption: 1000,
 *    taxRate: TaxRates.standard, isTaxInclusive: false},
 *   {pricingModel: PricingModel.perUnit, unitAmountDecimal: '10.00',
 *    taxRate: TaxRates.reduced, isTaxInclusive: false},
 * ]);
 * totals.amount_subtotal; // 31000 (300.00 € + 10.00 €)
 * totals.amount_tax;      // 5770  (57.00 € + 0.70 €)
 * totals.amount_total;    // 36770
 * totals.tax_breakdown;   // [{tax_rate: 0.19, amount_tax: 5700, ...}, {tax_rate: 0.07, amount_tax: 70, ...}]
 * ```
 */
export function computeOrderTotals(items: ReadonlyArray<PriceItemInput | PriceItemResult>): OrderTotals {
  if (!Array.isArray(items)) {
    throw new Error(`items must be an array of price items, got ${show(items)}`);
  }
  const computed = items.map((item, index) => {
    if (typeof item !== 'object' || item === null) {
      throw new Error(`items[${index}] must be a price item, got ${show(item)}`);
    }
    const result = isInput(item) ? computePriceItem(item) : item;
    assertCents(result.amount_subtotal, `items[${index}].amount_subtotal`);
    assertCents(result.amount_tax, `items[${index}].amount_tax`);
    assertCents(result.amount_total, `items[${index}].amount_total`);
    return result;
  });
  const currency = computed[0]?.currency ?? DEFAULT_CURRENCY;
  const byRate = new Map<number, TaxBreakdownEntry>();
  const totals: OrderTotals = {
    currency,
    amount_subtotal: 0,
    amount_tax: 0,
    amount_total: 0,
    items: computed,
    tax_breakdown: [],
  };
  computed.forEach((item, index) => {
    if (item.currency !== currency) {
      throw new Error(
        `items[${index}] is in ${show(item.currency)} but items[0] is in ${show(currency)}: ` +
          'an order cannot mix currencies',
      );
    }
    const entry = byRate.get(item.tax_rate) ?? {
      tax_rate: item.tax_rate,
      amount_subtotal: 0,
      amount_tax: 0,
      amount_total: 0,
    };
    // Sums of safe integers (cents) are exact in JavaScript numbers.
    entry.amount_subtotal += item.amount_subtotal;
    entry.amount_tax += item.amount_tax;
    entry.amount_total += item.amount_total;
    byRate.set(item.tax_rate, entry);
    totals.amount_subtotal += item.amount_subtotal;
    totals.amount_tax += item.amount_tax;
    totals.amount_total += item.amount_total;
  });
  totals.tax_breakdown = [...byRate.values()].sort((a, b) => b.tax_rate - a.tax_rate);
  return totals;
}
