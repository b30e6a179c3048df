import {describe, expect, it} from 'vitest';
import {computePriceItem, PricingModel, TaxRates} from '../src/index.js';
import {capacityTiers, energyTiers} from './fixtures.js';

const net = {taxRate: TaxRates.standard, isTaxInclusive: false} as const;

describe('worked examples (net prices, 19 % VAT)', () => {
  it('per_unit: 1,000 kWh × 0.30 € = 300.00 € net, 57.00 € tax, 357.00 € gross', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.30',
      consumption: 1000,
      ...net,
    });
    expect(result).toMatchObject({
      currency: 'EUR',
      pricing_model: 'per_unit',
      unit_amount_net: 30,
      unit_amount_gross: 36,
      unit_amount_net_decimal: '0.3',
      unit_amount_gross_decimal: '0.357',
      amount_subtotal: 30000,
      amount_tax: 5700,
      amount_total: 35700,
    });
    expect(result.tiers_details).toBeUndefined();
  });

  it('tiered_volume: 1,500 kWh × 0.28 € = 420.00 € net', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredVolume,
      tiers: energyTiers,
      consumption: 1500,
      ...net,
    });
    expect(result).toMatchObject({amount_subtotal: 42000, amount_tax: 7980, amount_total: 49980, unit_amount_net: 28});
    expect(result.tiers_details).toEqual([
      {
        tier_index: 1,
        up_to: 2000,
        quantity: 1500,
        unit_amount_net: 28,
        unit_amount_gross: 33,
        unit_amount_net_decimal: '0.28',
        amount_subtotal: 42000,
        amount_total: 49980,
      },
    ]);
  });

  it('tiered_graduated: 1,000 × 0.30 € + 500 × 0.28 € = 440.00 € net', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: energyTiers,
      consumption: 1500,
      ...net,
    });
    expect(result).toMatchObject({amount_subtotal: 44000, amount_tax: 8360, amount_total: 52360});
    expect(result.unit_amount_net_decimal).toBe('0.293333333333');
    expect(result.unit_amount_net).toBe(29);
    expect(result.tiers_details?.map((d) => [d.tier_index, d.quantity, d.amount_subtotal])).toEqual([
      [0, 1000, 30000],
      [1, 500, 14000],
    ]);
  });

  it('tiered_flatfee: 7 kW lands in the 80 € tier', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredFlatFee,
      tiers: capacityTiers,
      consumption: 7,
      ...net,
    });
    expect(result).toMatchObject({amount_subtotal: 8000, amount_tax: 1520, amount_total: 9520, unit_amount_net: 8000});
    expect(result.tiers_details).toEqual([
      expect.objectContaining({tier_index: 1, up_to: 10, quantity: 1, amount_subtotal: 8000}),
    ]);
  });

  it('tax-inclusive: 357.00 € gross splits into 300.00 € net and 57.00 € tax', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.357',
      consumption: 1000,
      taxRate: TaxRates.standard,
      isTaxInclusive: true,
    });
    expect(result).toMatchObject({amount_subtotal: 30000, amount_tax: 5700, amount_total: 35700});
    expect(result.unit_amount_gross_decimal).toBe('0.357');
    expect(result.unit_amount_net_decimal).toBe('0.3');
    expect(result.is_tax_inclusive).toBe(true);
  });
});

describe('tier choice', () => {
  const volume = (consumption: number) =>
    computePriceItem({pricingModel: PricingModel.tieredVolume, tiers: energyTiers, consumption, ...net});

  it('keeps a quantity of exactly upTo in the tier (upTo is inclusive)', () => {
    expect(volume(1000).tiers_details?.[0]?.tier_index).toBe(0);
    expect(volume(1000).amount_subtotal).toBe(30000);
    expect(volume(2000).tiers_details?.[0]?.tier_index).toBe(1);
  });

  it('moves to the next tier only above upTo', () => {
    const result = volume(1000.001);
    expect(result.tiers_details?.[0]?.tier_index).toBe(1);
    expect(result.amount_subtotal).toBe(28000); // 1,000.001 × 0.28 = 280.00028
  });

  it('splits graduated bands just above a boundary', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: energyTiers,
      consumption: 1000.001,
      ...net,
    });
    expect(result.tiers_details?.map((d) => d.quantity)).toEqual([1000, 0.001]);
    expect(result.amount_subtotal).toBe(30000); // 300 + 0.00028
  });

  it('prices everything above the last upTo in the open last tier', () => {
    expect(volume(5000).amount_subtotal).toBe(125000);
    const graduated = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: energyTiers,
      consumption: 5000,
      ...net,
    });
    expect(graduated.amount_subtotal).toBe(30000 + 28000 + 75000);
    expect(graduated.tiers_details?.[2]).toMatchObject({tier_index: 2, up_to: null, quantity: 3000});
  });

  it('charges nothing for zero consumption and reports the first tier', () => {
    for (const pricingModel of [PricingModel.tieredVolume, PricingModel.tieredGraduated]) {
      const result = computePriceItem({pricingModel, tiers: energyTiers, consumption: 0, ...net});
      expect(result).toMatchObject({amount_subtotal: 0, amount_tax: 0, amount_total: 0, unit_amount_net: 30});
      expect(result.tiers_details?.[0]).toMatchObject({tier_index: 0, quantity: 0});
    }
  });

  it('accepts a closed last tier for quantities up to its upTo', () => {
    const tiers = [
      {upTo: 100, unitAmountDecimal: '1'},
      {upTo: 200, unitAmountDecimal: '0.5'},
    ];
    const result = computePriceItem({pricingModel: PricingModel.tieredVolume, tiers, consumption: 200, ...net});
    expect(result.amount_subtotal).toBe(10000);
  });
});

describe('quantity and consumption', () => {
  it('without consumption, chooses the tier as for quantity 1 and only multiplies', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredVolume,
      tiers: energyTiers,
      quantity: 1500,
      ...net,
    });
    expect(result.tiers_details?.[0]?.tier_index).toBe(0);
    expect(result.amount_subtotal).toBe(45000); // 1,500 × 0.30, not 1,500 × 0.28
    expect(result.consumption).toBeUndefined();
  });

  it('graduated without consumption charges the first tier price per quantity', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: energyTiers,
      quantity: 3,
      ...net,
    });
    expect(result.amount_subtotal).toBe(90);
    expect(result.tiers_details).toEqual([expect.objectContaining({tier_index: 0, quantity: 3, amount_subtotal: 90})]);
  });

  it('multiplies consumption with quantity', () => {
    const perUnit = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.30',
      consumption: 1000,
      quantity: 2,
      ...net,
    });
    expect(perUnit.amount_subtotal).toBe(60000);
    const volume = computePriceItem({
      pricingModel: PricingModel.tieredVolume,
      tiers: energyTiers,
      consumption: 1500,
      quantity: 2,
      ...net,
    });
    expect(volume.amount_subtotal).toBe(84000);
    expect(volume.tiers_details?.[0]?.quantity).toBe(3000);
    const graduated = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: energyTiers,
      consumption: 1500,
      quantity: 2,
      ...net,
    });
    expect(graduated.amount_subtotal).toBe(88000);
    expect(graduated.tiers_details?.map((d) => d.quantity)).toEqual([2000, 1000]);
  });

  it('per_unit without consumption multiplies the unit price by quantity only', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '12.50',
      quantity: 4,
      ...net,
    });
    expect(result).toMatchObject({quantity: 4, amount_subtotal: 5000, amount_tax: 950, amount_total: 5950});
  });

  it('flat fee × quantity when a consumption mapping chose the tier', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredFlatFee,
      tiers: capacityTiers,
      consumption: 7,
      quantity: 3,
      ...net,
    });
    expect(result.amount_subtotal).toBe(24000);
    expect(result.tiers_details?.[0]?.quantity).toBe(3);
  });

  it('flat fee once, from the first tier, without a mapping', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredFlatFee,
      tiers: capacityTiers,
      quantity: 7,
      ...net,
    });
    expect(result.amount_subtotal).toBe(5000);
    expect(result.tiers_details?.[0]).toMatchObject({tier_index: 0, quantity: 1});
  });

  it('treats a null consumption as no mapping', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.tieredVolume,
      tiers: energyTiers,
      quantity: 1500,
      consumption: null as unknown as number,
      ...net,
    });
    expect(result.amount_subtotal).toBe(45000);
  });

  it('quantity 0 gives zero amounts', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.30',
      consumption: 1000,
      quantity: 0,
      ...net,
    });
    expect(result).toMatchObject({amount_subtotal: 0, amount_tax: 0, amount_total: 0});
  });
});

describe('rounding and precision', () => {
  it('rounds half-up to the cent: 0.125 € becomes 0.13 €', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.125',
      taxRate: 0,
      isTaxInclusive: false,
    });
    expect(result).toMatchObject({unit_amount_net: 13, amount_subtotal: 13, amount_tax: 0, amount_total: 13});
  });

  it('rounds once at the end, not per unit', () => {
    // 0.125 × 3 = 0.375 → 38 cents (rounding the unit first would give 39)
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.125',
      quantity: 3,
      taxRate: 0,
      isTaxInclusive: false,
    });
    expect(result.amount_subtotal).toBe(38);
  });

  it('keeps tiny unit prices with 12 decimals exact', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.000000000001',
      consumption: 5_000_000_000_000,
      ...net,
    });
    expect(result.unit_amount_net_decimal).toBe('0.000000000001');
    expect(result.unit_amount_net).toBe(0);
    expect(result).toMatchObject({amount_subtotal: 500, amount_tax: 95, amount_total: 595});
  });

  it('rounds prices with more than 12 decimals half-up to 12', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '0.0000000000015',
      taxRate: 0,
      isTaxInclusive: false,
    });
    expect(result.unit_amount_net_decimal).toBe('0.000000000002');
  });

  it('reads number prices through their decimal form', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: 0.1 + 0.2,
      consumption: 1000,
      ...net,
    });
    expect(result.unit_amount_net_decimal).toBe('0.3');
    expect(result.amount_subtotal).toBe(30000);
  });

  it('avoids binary floating-point errors in tax', () => {
    // 1.15 × 0.07 = 0.0805 → 0.08 € with exact decimals
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '1.15',
      taxRate: TaxRates.reduced,
      isTaxInclusive: false,
    });
    expect(result).toMatchObject({amount_subtotal: 115, amount_tax: 8, amount_total: 123});
  });

  it('rounds tax-inclusive amounts so that net + tax equals gross', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '1.00',
      taxRate: TaxRates.standard,
      isTaxInclusive: true,
    });
    // 1.00 / 1.19 = 0.840336134454 → 0.84 net, 0.16 tax
    expect(result).toMatchObject({amount_subtotal: 84, amount_tax: 16, amount_total: 100});
    expect(result.unit_amount_net_decimal).toBe('0.840336134454');
    for (const price of ['0.99', '9.99', '19.95', '0.05']) {
      const item = computePriceItem({
        pricingModel: PricingModel.perUnit,
        unitAmountDecimal: price,
        quantity: 7,
        taxRate: 0.07,
        isTaxInclusive: true,
      });
      expect(item.amount_subtotal + item.amount_tax).toBe(item.amount_total);
    }
  });

  it('applies tax-inclusive prices to tiers', () => {
    const grossTiers = [
      {upTo: 1000, unitAmountDecimal: '0.357'},
      {upTo: null, unitAmountDecimal: '0.3332'},
    ];
    const result = computePriceItem({
      pricingModel: PricingModel.tieredGraduated,
      tiers: grossTiers,
      consumption: 1500,
      taxRate: 0.19,
      isTaxInclusive: true,
    });
    expect(result).toMatchObject({amount_total: 52360, amount_subtotal: 44000, amount_tax: 8360});
    expect(result.tiers_details?.[1]).toMatchObject({
      unit_amount_net: 28,
      unit_amount_gross: 33,
      amount_subtotal: 14000,
      amount_total: 16660,
    });
  });

  it('applies the reduced and zero rates', () => {
    const base = {pricingModel: PricingModel.perUnit, unitAmountDecimal: '100', isTaxInclusive: false} as const;
    expect(computePriceItem({...base, taxRate: TaxRates.reduced}).amount_tax).toBe(700);
    expect(computePriceItem({...base, taxRate: TaxRates.nontaxable})).toMatchObject({
      amount_tax: 0,
      amount_total: 10000,
    });
  });

  it('keeps the given currency', () => {
    const result = computePriceItem({
      pricingModel: PricingModel.perUnit,
      unitAmountDecimal: '1',
      currency: 'CHF',
      ...net,
    });
    expect(result.currency).toBe('CHF');
  });
});
