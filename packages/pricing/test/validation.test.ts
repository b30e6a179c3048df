import {describe, expect, it} from 'vitest';
import {computePriceItem, PricingModel, type PriceItemInput} from '../src/index.js';
import {energyTiers} from './fixtures.js';

const base: PriceItemInput = {
  pricingModel: PricingModel.perUnit,
  unitAmountDecimal: '0.30',
  taxRate: 0.19,
  isTaxInclusive: false,
};
const tiered: PriceItemInput = {
  pricingModel: PricingModel.tieredVolume,
  tiers: energyTiers,
  taxRate: 0.19,
  isTaxInclusive: false,
};
const run =
  (patch: Record<string, unknown>, from: PriceItemInput = base) =>
  () =>
    computePriceItem({...from, ...patch} as PriceItemInput);

describe('computePriceItem input validation', () => {
  it('rejects a missing input object', () => {
    expect(() => computePriceItem(null as unknown as PriceItemInput)).toThrow(
      'The price item input must be an object, got null',
    );
  });

  it('rejects an input that is not an object, before reading any of its fields', () => {
    expect(() => computePriceItem('per_unit' as unknown as PriceItemInput)).toThrow(
      'The price item input must be an object, got "per_unit"',
    );
  });

  it('rejects an unknown pricing model and names it', () => {
    expect(run({pricingModel: 'per_kwh'})).toThrow(
      'Unknown pricing model "per_kwh"; expected one of per_unit, tiered_graduated, tiered_volume, tiered_flatfee',
    );
  });

  it('points tiered_cumulative to tiered_graduated', () => {
    expect(run({pricingModel: 'tiered_cumulative'})).toThrow('the graduated model is called "tiered_graduated"');
  });

  it('requires a unit amount for per_unit', () => {
    expect(run({unitAmountDecimal: undefined})).toThrow('unitAmountDecimal is required for pricing model "per_unit"');
  });

  it('rejects unit amounts that are not decimals', () => {
    expect(run({unitAmountDecimal: 'abc'})).toThrow(
      'unitAmountDecimal must be a decimal number such as "0.30", got "abc"',
    );
    expect(run({unitAmountDecimal: '1e3'})).toThrow('got "1e3"');
    expect(run({unitAmountDecimal: Number.NaN})).toThrow(
      'unitAmountDecimal must be a decimal number such as "0.30", got NaN',
    );
    expect(run({unitAmountDecimal: Number.POSITIVE_INFINITY})).toThrow('got Infinity');
    expect(run({unitAmountDecimal: '-0.30'})).toThrow('unitAmountDecimal must not be negative, got "-0.30"');
  });

  it('reads a negative zero price as zero', () => {
    expect(computePriceItem({...base, unitAmountDecimal: '-0'}).unit_amount_net_decimal).toBe('0');
  });

  it('names values that JSON cannot show', () => {
    expect(run({pricingModel: Symbol.for('per_unit')})).toThrow('Unknown pricing model Symbol(per_unit)');
  });

  it('accepts padded decimal strings', () => {
    expect(computePriceItem({...base, unitAmountDecimal: ' 0.30 ', consumption: 1000}).amount_subtotal).toBe(30000);
  });

  it('rejects negative, NaN and non-number quantities and consumptions', () => {
    expect(run({quantity: -1})).toThrow('quantity must not be negative, got -1');
    expect(run({quantity: Number.NaN})).toThrow('quantity must be a finite number, got NaN');
    expect(run({quantity: '2'})).toThrow('quantity must be a finite number, got "2"');
    expect(run({consumption: -0.5})).toThrow('consumption must not be negative, got -0.5');
    expect(run({consumption: Number.NaN})).toThrow('consumption must be a finite number, got NaN');
  });

  it('rejects invalid tax settings', () => {
    expect(run({taxRate: -0.19})).toThrow('taxRate must not be negative, got -0.19');
    expect(run({taxRate: undefined})).toThrow('taxRate must be a finite number, got undefined');
    expect(run({isTaxInclusive: 'yes'})).toThrow('isTaxInclusive must be true or false, got "yes"');
  });

  it('rejects currencies that are not three-letter codes', () => {
    expect(run({currency: 'euro'})).toThrow('currency must be a three-letter ISO 4217 code such as "EUR", got "euro"');
    // A list holding the code would pass the pattern once turned into a string.
    expect(run({currency: ['EUR']})).toThrow(
      'currency must be a three-letter ISO 4217 code such as "EUR", got ["EUR"]',
    );
  });

  it('requires tiers for the tiered models', () => {
    expect(run({tiers: undefined}, tiered)).toThrow(
      'tiers are required for pricing model "tiered_volume", got undefined',
    );
    expect(run({tiers: []}, {...tiered, pricingModel: PricingModel.tieredGraduated})).toThrow(
      'tiers are required for pricing model "tiered_graduated", got []',
    );
    expect(run({tiers: [null]}, tiered)).toThrow('tiers[0] must be an object with upTo and a price, got null');
    expect(run({tiers: ['0.30']}, tiered)).toThrow('tiers[0] must be an object with upTo and a price, got "0.30"');
  });

  it('requires tiers in ascending order', () => {
    const tiers = [
      {upTo: 2000, unitAmountDecimal: '0.28'},
      {upTo: 1000, unitAmountDecimal: '0.30'},
      {upTo: null, unitAmountDecimal: '0.25'},
    ];
    expect(run({tiers}, tiered)).toThrow(
      'tiers[1].upTo (1000) must be greater than tiers[0].upTo (2000): tiers must be in ascending order',
    );
    const equal = [
      {upTo: 1000, unitAmountDecimal: '0.30'},
      {upTo: 1000, unitAmountDecimal: '0.28'},
    ];
    expect(run({tiers: equal}, tiered)).toThrow('tiers[1].upTo (1000) must be greater than tiers[0].upTo (1000)');
  });

  it('reads a last tier without upTo as open, and a first tier may end at 0', () => {
    const open = [{upTo: 1000, unitAmountDecimal: '0.30'}, {unitAmountDecimal: '0.25'}];
    const item = computePriceItem({...tiered, tiers: open, consumption: 5000} as PriceItemInput);
    expect(item.amount_subtotal).toBe(125000);
    expect(item.tiers_details).toEqual([expect.objectContaining({tier_index: 1, up_to: null})]);
    const fees = [
      {upTo: 0, flatFeeAmountDecimal: '0'},
      {upTo: null, flatFeeAmountDecimal: '10'},
    ];
    const idle = {...tiered, pricingModel: PricingModel.tieredFlatFee, tiers: fees, consumption: 0};
    expect(computePriceItem(idle).amount_subtotal).toBe(0);
    expect(computePriceItem({...idle, consumption: 1}).amount_subtotal).toBe(1000);
  });

  it('allows only the last tier to be open', () => {
    const tiers = [
      {upTo: null, unitAmountDecimal: '0.30'},
      {upTo: null, unitAmountDecimal: '0.28'},
    ];
    expect(run({tiers}, tiered)).toThrow('tiers[0].upTo is null, but only the last tier may be open (upTo: null)');
    const unlimited = [{unitAmountDecimal: '0.30'}, {upTo: null, unitAmountDecimal: '0.28'}];
    expect(run({tiers: unlimited}, tiered)).toThrow(
      'tiers[0].upTo is undefined, but only the last tier may be open (upTo: null)',
    );
  });

  it('rejects invalid upTo values', () => {
    const negative = [
      {upTo: -1, unitAmountDecimal: '0.30'},
      {upTo: null, unitAmountDecimal: '0.28'},
    ];
    expect(run({tiers: negative}, tiered)).toThrow('tiers[0].upTo must not be negative, got -1');
    const nan = [
      {upTo: Number.NaN, unitAmountDecimal: '0.30'},
      {upTo: null, unitAmountDecimal: '0.28'},
    ];
    expect(run({tiers: nan}, tiered)).toThrow('tiers[0].upTo must be a finite number, got NaN');
  });

  it('requires the price each tier needs', () => {
    const noUnit = [
      {upTo: 1000, unitAmountDecimal: '0.30'},
      {upTo: null, flatFeeAmountDecimal: '10'},
    ];
    expect(run({tiers: noUnit}, tiered)).toThrow(
      'tiers[1].unitAmountDecimal is required for pricing model "tiered_volume"',
    );
    const noFee = [{upTo: 5, unitAmountDecimal: '0.30'}];
    expect(run({tiers: noFee}, {...tiered, pricingModel: PricingModel.tieredFlatFee})).toThrow(
      'tiers[0].flatFeeAmountDecimal is required for pricing model "tiered_flatfee"',
    );
    const nullPrice = [{upTo: null, unitAmountDecimal: null}];
    expect(run({tiers: nullPrice}, tiered)).toThrow(
      'tiers[0].unitAmountDecimal is required for pricing model "tiered_volume"',
    );
    const badFee = [{upTo: null, flatFeeAmountDecimal: 'eighty'}];
    expect(run({tiers: badFee}, {...tiered, pricingModel: PricingModel.tieredFlatFee})).toThrow(
      'tiers[0].flatFeeAmountDecimal must be a decimal number such as "0.30", got "eighty"',
    );
  });

  it('rejects consumptions above a closed last tier', () => {
    const tiers = [
      {upTo: 1000, unitAmountDecimal: '0.30'},
      {upTo: 2000, unitAmountDecimal: '0.28'},
    ];
    expect(run({tiers, consumption: 2000.5}, tiered)).toThrow(
      "Quantity 2000.5 is above the last tier's upTo (2000); give the last tier upTo: null to price any larger quantity",
    );
    expect(run({tiers, consumption: 2500}, {...tiered, pricingModel: PricingModel.tieredGraduated})).toThrow(
      "Quantity 2500 is above the last tier's upTo (2000)",
    );
  });
});
