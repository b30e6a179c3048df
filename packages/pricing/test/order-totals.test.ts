import {describe, expect, it} from 'vitest';
import {
  computeOrderTotals,
  computePriceItem,
  PricingModel,
  TaxRates,
  type PriceItemInput,
  type PriceItemResult,
} from '../src/index.js';
import {energyTiers} from './fixtures.js';

const power: PriceItemInput = {
  pricingModel: PricingModel.perUnit,
  unitAmountDecimal: '0.30',
  consumption: 1000,
  taxRate: TaxRates.standard,
  isTaxInclusive: false,
};
const reduced: PriceItemInput = {
  pricingModel: PricingModel.perUnit,
  unitAmountDecimal: '10.00',
  taxRate: TaxRates.reduced,
  isTaxInclusive: false,
};
const exempt: PriceItemInput = {
  pricingModel: PricingModel.perUnit,
  unitAmountDecimal: '5.00',
  taxRate: TaxRates.nontaxable,
  isTaxInclusive: false,
};

describe('computeOrderTotals', () => {
  it('adds up items with mixed tax rates and breaks the tax down by rate', () => {
    const totals = computeOrderTotals([power, reduced, exempt]);
    expect(totals).toMatchObject({currency: 'EUR', amount_subtotal: 31500, amount_tax: 5770, amount_total: 37270});
    expect(totals.items).toHaveLength(3);
    expect(totals.tax_breakdown).toEqual([
      {tax_rate: 0.19, amount_subtotal: 30000, amount_tax: 5700, amount_total: 35700},
      {tax_rate: 0.07, amount_subtotal: 1000, amount_tax: 70, amount_total: 1070},
      {tax_rate: 0, amount_subtotal: 500, amount_tax: 0, amount_total: 500},
    ]);
  });

  it('groups items with the same rate and accepts computed results', () => {
    const volume = computePriceItem({
      pricingModel: PricingModel.tieredVolume,
      tiers: energyTiers,
      consumption: 1500,
      taxRate: 0.19,
      isTaxInclusive: false,
    });
    const totals = computeOrderTotals([volume, power]);
    expect(totals.items[0]).toBe(volume);
    expect(totals.tax_breakdown).toEqual([
      {tax_rate: 0.19, amount_subtotal: 72000, amount_tax: 13680, amount_total: 85680},
    ]);
    expect(totals.amount_total).toBe(totals.amount_subtotal + totals.amount_tax);
  });

  it('returns zero totals in EUR for an empty order', () => {
    expect(computeOrderTotals([])).toEqual({
      currency: 'EUR',
      amount_subtotal: 0,
      amount_tax: 0,
      amount_total: 0,
      items: [],
      tax_breakdown: [],
    });
  });

  it('keeps a shared non-default currency', () => {
    expect(computeOrderTotals([{...reduced, currency: 'CHF'}]).currency).toBe('CHF');
  });

  it('throws on mixed currencies', () => {
    expect(() => computeOrderTotals([power, {...reduced, currency: 'USD'}])).toThrow(
      'items[1] is in "USD" but items[0] is in "EUR": an order cannot mix currencies',
    );
  });

  it('passes item validation errors on', () => {
    expect(() => computeOrderTotals([{...power, quantity: -2}])).toThrow('quantity must not be negative, got -2');
  });

  it('rejects malformed items and lists', () => {
    expect(() => computeOrderTotals('items' as unknown as PriceItemInput[])).toThrow(
      'items must be an array of price items, got "items"',
    );
    expect(() => computeOrderTotals([null as unknown as PriceItemInput])).toThrow(
      'items[0] must be a price item, got null',
    );
    const broken = {...computePriceItem(power), amount_tax: 57.5} as PriceItemResult;
    expect(() => computeOrderTotals([broken])).toThrow(
      'items[0].amount_tax must be an integer number of cents, got 57.5',
    );
    const computed = computePriceItem(power);
    expect(() => computeOrderTotals([power, {...computed, amount_subtotal: 30000.5}])).toThrow(
      'items[1].amount_subtotal must be an integer number of cents, got 30000.5',
    );
    expect(() => computeOrderTotals([{...computed, amount_total: Number.NaN}])).toThrow(
      'items[0].amount_total must be an integer number of cents, got NaN',
    );
    expect(() => computeOrderTotals(['per_unit' as unknown as PriceItemInput])).toThrow(
      'items[0] must be a price item, got "per_unit"',
    );
  });
});
