import {describe, expect, it} from 'vitest';
import * as pricing from '../src/index.js';
import {
  BillingPeriod,
  DECIMAL_PRECISION,
  DEFAULT_CURRENCY,
  OperationType,
  PricingModel,
  TaxRates,
  type TaxRateKey,
} from '../src/index.js';

describe('public constants and enums', () => {
  it('has the documented values', () => {
    expect(DECIMAL_PRECISION).toBe(12);
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(TaxRates).toEqual({standard: 0.19, reduced: 0.07, nontaxable: 0});
    const key: TaxRateKey = 'reduced';
    expect(TaxRates[key]).toBe(0.07);
    expect(Object.values(PricingModel)).toEqual(['per_unit', 'tiered_graduated', 'tiered_volume', 'tiered_flatfee']);
    expect(Object.values(OperationType)).toEqual(['multiply', 'divide']);
    expect(Object.values(BillingPeriod)).toEqual([
      'weekly',
      'monthly',
      'every_quarter',
      'every_6_months',
      'yearly',
      'one_time',
    ]);
  });

  it('exports the documented functions', () => {
    expect(Object.keys(pricing).sort()).toEqual(
      [
        'BillingPeriod',
        'DECIMAL_PRECISION',
        'DEFAULT_CURRENCY',
        'OperationType',
        'PricingModel',
        'TaxRates',
        'computeOrderTotals',
        'computePriceItem',
        'convertBillingPeriodAmount',
        'extractPricingEntitiesBySlug',
        'formatAmount',
        'getOperationType',
        'getTierDescription',
        'toDecimalString',
      ].sort(),
    );
  });
});
