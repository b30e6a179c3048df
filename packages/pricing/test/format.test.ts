import {describe, expect, it} from 'vitest';
import {formatAmount, getTierDescription, PricingModel, toDecimalString, type PriceTier} from '../src/index.js';

const NBSP = '\u00a0';

describe('toDecimalString', () => {
  it('renders cents as a decimal string', () => {
    expect(toDecimalString(123456)).toBe('1234.56');
    expect(toDecimalString(35700)).toBe('357.00');
    expect(toDecimalString(5)).toBe('0.05');
    expect(toDecimalString(0)).toBe('0.00');
    expect(toDecimalString(-5)).toBe('-0.05');
    expect(toDecimalString(-123456)).toBe('-1234.56');
    expect(toDecimalString(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
  });

  it('rejects amounts that are not integer cents', () => {
    expect(() => toDecimalString(12.5)).toThrow('cents must be an integer number of cents, got 12.5');
    expect(() => toDecimalString(Number.NaN)).toThrow('got NaN');
  });
});

describe('formatAmount', () => {
  it('formats German euros by default', () => {
    expect(formatAmount(123456)).toBe(`1.234,56${NBSP}€`);
    expect(formatAmount(35700)).toBe(`357,00${NBSP}€`);
    expect(formatAmount(0)).toBe(`0,00${NBSP}€`);
    expect(formatAmount(-5)).toBe(`-0,05${NBSP}€`);
  });

  it('formats other currencies and locales', () => {
    expect(formatAmount(35700, 'EUR', 'en-US')).toBe('€357.00');
    expect(formatAmount(123456789, 'GBP', 'en-GB')).toBe('£1,234,567.89');
  });

  it('is exact for large amounts', () => {
    expect(formatAmount(Number.MAX_SAFE_INTEGER, 'EUR', 'en-US')).toBe('€90,071,992,547,409.91');
  });

  it('rejects invalid cents', () => {
    expect(() => formatAmount(1.5)).toThrow('cents must be an integer number of cents, got 1.5');
  });
});

describe('getTierDescription', () => {
  const tiers: PriceTier[] = [
    {upTo: 1000, unitAmountDecimal: '0.30'},
    {upTo: 2000, unitAmountDecimal: '0.28'},
    {upTo: null, unitAmountDecimal: '0.25'},
  ];

  it('describes the facts tiers', () => {
    const [first, second, last] = tiers as [PriceTier, PriceTier, PriceTier];
    expect(getTierDescription(first, PricingModel.tieredVolume)).toBe('0 – 1,000 kWh: 0.30 €/kWh');
    expect(getTierDescription(second, PricingModel.tieredGraduated, 1000)).toBe('1,001 – 2,000 kWh: 0.28 €/kWh');
    expect(getTierDescription(last, PricingModel.tieredVolume, 2000)).toBe('above 2,000 kWh: 0.25 €/kWh');
  });

  it('describes flat fees with a custom unit', () => {
    expect(
      getTierDescription({upTo: 10, flatFeeAmountDecimal: '80'}, PricingModel.tieredFlatFee, 5, {unit: 'kW'}),
    ).toBe('6 – 10 kW: 80.00 € flat fee');
    expect(
      getTierDescription({upTo: null, flatFeeAmountDecimal: 120}, PricingModel.tieredFlatFee, null, {unit: 'kW'}),
    ).toBe('from 0 kW: 120.00 € flat fee');
  });

  it('handles fractional limits, tiny prices, other currencies and locales', () => {
    expect(getTierDescription({upTo: 2000, unitAmountDecimal: '0.28'}, PricingModel.tieredVolume, 1000.5)).toBe(
      'above 1,000.5 up to 2,000 kWh: 0.28 €/kWh',
    );
    expect(getTierDescription({upTo: 10, unitAmountDecimal: '0.000000000001'}, PricingModel.tieredVolume)).toBe(
      '0 – 10 kWh: 0.000000000001 €/kWh',
    );
    expect(
      getTierDescription({upTo: 2000, unitAmountDecimal: '0.28'}, PricingModel.tieredVolume, 1000, {currency: 'USD'}),
    ).toBe('1,001 – 2,000 kWh: 0.28 $/kWh');
    expect(
      getTierDescription({upTo: 2000, unitAmountDecimal: '0.28'}, PricingModel.tieredVolume, 1000, {locale: 'de-DE'}),
    ).toBe('1.001 – 2.000 kWh: 0,28 €/kWh');
  });

  it('rejects per_unit, malformed tiers and missing prices', () => {
    expect(() => getTierDescription({upTo: null, unitAmountDecimal: '0.30'}, PricingModel.perUnit)).toThrow(
      'getTierDescription needs a tiered pricing model, got "per_unit"',
    );
    expect(() => getTierDescription(null as unknown as PriceTier, PricingModel.tieredVolume)).toThrow(
      'tier must be an object with upTo and a price, got null',
    );
    expect(() => getTierDescription({upTo: 1000, unitAmountDecimal: '0.3'}, PricingModel.tieredVolume, 2000)).toThrow(
      'tier.upTo (1000) must be greater than previousUpTo (2000)',
    );
    expect(() => getTierDescription({upTo: -1, unitAmountDecimal: '0.3'}, PricingModel.tieredVolume)).toThrow(
      'tier.upTo must not be negative, got -1',
    );
    expect(() =>
      getTierDescription({upTo: 5, unitAmountDecimal: '0.3'}, PricingModel.tieredVolume, Number.NaN),
    ).toThrow('previousUpTo must be a finite number, got NaN');
    expect(() => getTierDescription({upTo: 5, unitAmountDecimal: '0.3'}, PricingModel.tieredFlatFee)).toThrow(
      'tier.flatFeeAmountDecimal is required for pricing model "tiered_flatfee"',
    );
    const nullPrice = {upTo: 5, unitAmountDecimal: null} as unknown as PriceTier;
    expect(() => getTierDescription(nullPrice, PricingModel.tieredVolume)).toThrow(
      'tier.unitAmountDecimal is required for pricing model "tiered_volume"',
    );
    expect(() => getTierDescription({upTo: 5, unitAmountDecimal: 'abc'}, PricingModel.tieredVolume)).toThrow(
      'tier.unitAmountDecimal must be a decimal number such as "0.30", got "abc"',
    );
    expect(() => getTierDescription('0.30' as unknown as PriceTier, PricingModel.tieredVolume)).toThrow(
      'tier must be an object with upTo and a price, got "0.30"',
    );
  });

  it('refuses a tier that ends where the one before it ends', () => {
    expect(() => getTierDescription({upTo: 1000, unitAmountDecimal: '0.28'}, PricingModel.tieredVolume, 1000)).toThrow(
      'tier.upTo (1000) must be greater than previousUpTo (1000)',
    );
  });

  it('describes a first tier that ends at 0, and limits with more than three decimals in full', () => {
    expect(getTierDescription({upTo: 0, flatFeeAmountDecimal: '0'}, PricingModel.tieredFlatFee)).toBe(
      '0 – 0 kWh: 0.00 € flat fee',
    );
    expect(getTierDescription({upTo: 1000.1234, unitAmountDecimal: '0.30'}, PricingModel.tieredVolume)).toBe(
      '0 – 1,000.1234 kWh: 0.30 €/kWh',
    );
  });
});
