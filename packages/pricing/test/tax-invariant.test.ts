import {describe, expect, it} from 'vitest';
import {computeOrderTotals, computePriceItem, PricingModel, TaxRates} from '../src/index.js';

// Energy is priced in fractions of a cent (0.2849 €/kWh). Entered gross, the amounts are rounded
// to cents once, on the total, and the tax is what remains after the net: rounding net and tax
// each on its own would make an invoice line whose parts do not add up.

const gross = (unitAmountDecimal: string, quantity: number, taxRate: number) =>
  computePriceItem({pricingModel: PricingModel.perUnit, unitAmountDecimal, quantity, taxRate, isTaxInclusive: true});

describe('a tax-inclusive price below a cent', () => {
  it('takes the tax as total minus subtotal (0.2849 € gross at 19 %)', () => {
    // Net 0.239412 € rounds to 24 ct; 28 ct − 24 ct leaves 4 ct of tax (19 % of the net alone would round to 5).
    expect(gross('0.2849', 1, TaxRates.standard)).toMatchObject({
      amount_total: 28,
      amount_subtotal: 24,
      amount_tax: 4,
    });
  });

  it.each([
    ['0.3571', TaxRates.standard],
    ['0.3571', TaxRates.reduced],
    ['0.2849', TaxRates.reduced],
    ['0.0049', TaxRates.standard],
    ['1.2345', TaxRates.reduced],
  ])('adds up for %s € at rate %s, for every quantity from 1 to 40', (price, rate) => {
    const broken = Array.from({length: 40}, (_, i) => gross(price, i + 1, rate))
      .filter((item) => item.amount_subtotal + item.amount_tax !== item.amount_total)
      .map(
        (item) => `${item.quantity} × ${price}: ${item.amount_subtotal} + ${item.amount_tax} ≠ ${item.amount_total}`,
      );
    expect(broken).toEqual([]);
  });
});

it('rounds a tax-exclusive net price and its tax each to cents, the total being their sum', () => {
  // 0.125 € net rounds to 13 ct, 7 % of it (0.875 ct) to 1 ct: 14 ct, where the gross 13.375 ct alone would give 13.
  expect(
    computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.125',
      taxRate: TaxRates.reduced,
      isTaxInclusive: false,
    }),
  ).toMatchObject({amount_subtotal: 13, amount_tax: 1, amount_total: 14});
});

describe('an order', () => {
  const item = (unitAmountDecimal: string, taxRate: number) =>
    ({pricingModel: PricingModel.perUnit, unitAmountDecimal, taxRate, isTaxInclusive: false}) as const;

  it('lists its tax by rate, the highest rate first, whatever the order of its items', () => {
    const totals = computeOrderTotals([
      item('5', TaxRates.nontaxable),
      item('10', TaxRates.reduced),
      item('1', TaxRates.standard),
    ]);
    expect(totals.tax_breakdown.map((entry) => entry.tax_rate)).toEqual([0.19, 0.07, 0]);
  });

  it.each(['EURO', 'xEUR'])('refuses the currency %j, which is not three capital letters', (currency) => {
    expect(() => computePriceItem({...item('1', TaxRates.standard), currency})).toThrow(
      `currency must be a three-letter ISO 4217 code such as "EUR", got "${currency}"`,
    );
  });
});
