import {describe, expect, it} from 'vitest';
import {computePriceItem, PricingModel, type PriceItemInput} from '../src/index.js';

// Fields of a price item's result that depend on what was given: an integration stores the
// result as it is, so a field that appears without its input would be stored as a fact.

const base: PriceItemInput = {
  pricingModel: PricingModel.perUnit,
  unitAmountDecimal: '0.30',
  taxRate: 0.19,
  isTaxInclusive: false,
};

describe('the consumption of a price item', () => {
  it('is in the result when it was given, 0 included', () => {
    expect(computePriceItem({...base, consumption: 1000}).consumption).toBe(1000);
    expect(computePriceItem({...base, consumption: 0}).consumption).toBe(0);
  });

  it.each([
    ['left out', {}],
    ['null', {consumption: null}],
  ])('is not in the result when %s', (_, patch) => {
    expect(Object.keys(computePriceItem({...base, ...patch} as PriceItemInput))).not.toContain('consumption');
  });
});

it('says a unit price of null is missing, as it says of one left out', () => {
  expect(() => computePriceItem({...base, unitAmountDecimal: null} as unknown as PriceItemInput)).toThrow(
    'unitAmountDecimal is required for pricing model "per_unit"',
  );
});
