import type Big from 'big.js';
import {Dec, assertCount, parseAmount, show} from './decimal.js';
import {PricingModel} from './enums.js';

/** A validated tier with exact decimals. @internal */
export interface NormalizedTier {
  index: number;
  upTo: number | null;
  /** Unit price (volume, graduated) or flat fee (flat fee), in the entered tax basis. */
  price: Big;
}

/** One tier's share of a tiered price before tax handling. @internal */
export interface RawTierDetail {
  tier: NormalizedTier;
  quantity: Big;
  amount: Big;
}

/** The exact outcome of a pricing model before tax handling. @internal */
export interface RawPrice {
  amount: Big;
  unitAmount: Big;
  details?: RawTierDetail[];
}

/**
 * Validates the tiers of a tiered price and parses their prices.
 * @throws Error when tiers are missing, out of order, or lack the price the model needs.
 * @internal
 */
export function normalizeTiers(tiers: unknown, model: PricingModel): NormalizedTier[] {
  if (!Array.isArray(tiers) || tiers.length === 0) {
    throw new Error(`tiers are required for pricing model "${model}", got ${show(tiers)}`);
  }
  const field = model === PricingModel.tieredFlatFee ? 'flatFeeAmountDecimal' : 'unitAmountDecimal';
  let previous: number | null = null;
  return tiers.map((tier: unknown, index): NormalizedTier => {
    const name = `tiers[${index}]`;
    if (typeof tier !== 'object' || tier === null) {
      throw new Error(`${name} must be an object with upTo and a price, got ${show(tier)}`);
    }
    const {upTo} = tier as {upTo?: unknown};
    const isLast = index === tiers.length - 1;
    if (upTo === null || upTo === undefined) {
      if (!isLast) {
        throw new Error(`${name}.upTo is ${show(upTo)}, but only the last tier may be open (upTo: null)`);
      }
    } else {
      assertCount(upTo, `${name}.upTo`);
      if (previous !== null && upTo <= previous) {
        throw new Error(
          `${name}.upTo (${upTo}) must be greater than tiers[${index - 1}].upTo (${previous}): tiers must be in ascending order`,
        );
      }
      previous = upTo;
    }
    const raw = (tier as Record<string, unknown>)[field];
    if (raw === undefined || raw === null) {
      throw new Error(`${name}.${field} is required for pricing model "${model}"`);
    }
    return {index, upTo: typeof upTo === 'number' ? upTo : null, price: parseAmount(raw, `${name}.${field}`)};
  });
}

/**
 * Finds the tier a quantity lands in: the first tier whose inclusive `upTo`
 * is at least the quantity.
 * @throws Error when the quantity is above the last tier's `upTo`.
 * @internal
 */
export function findTier(tiers: NormalizedTier[], quantity: Big): NormalizedTier {
  const landed = tiers.find((tier) => tier.upTo === null || quantity.lte(tier.upTo));
  if (landed === undefined) {
    const last = tiers[tiers.length - 1] as NormalizedTier;
    throw new Error(
      `Quantity ${quantity.toFixed()} is above the last tier's upTo (${String(last.upTo)}); ` +
        'give the last tier upTo: null to price any larger quantity',
    );
  }
  return landed;
}

/** Whole quantity at the landed tier's unit price. @internal */
export function priceVolume(tiers: NormalizedTier[], tierQuantity: Big, quantity: Big): RawPrice {
  const tier = findTier(tiers, tierQuantity);
  const units = tierQuantity.times(quantity);
  const amount = tier.price.times(units);
  return {amount, unitAmount: tier.price, details: [{tier, quantity: units, amount}]};
}

/** Each tier's unit price for the band of the quantity inside it, added up. @internal */
export function priceGraduated(tiers: NormalizedTier[], tierQuantity: Big, quantity: Big): RawPrice {
  const landed = findTier(tiers, tierQuantity);
  const details: RawTierDetail[] = [];
  let lower = new Dec(0);
  let bandSum = new Dec(0);
  for (const tier of tiers.slice(0, landed.index + 1)) {
    const upper = tier === landed ? tierQuantity : new Dec(tier.upTo as number);
    const band = upper.minus(lower);
    bandSum = bandSum.plus(tier.price.times(band));
    const units = band.times(quantity);
    details.push({tier, quantity: units, amount: tier.price.times(units)});
    lower = upper;
  }
  const unitAmount = tierQuantity.gt(0) ? bandSum.div(tierQuantity) : landed.price;
  return {amount: bandSum.times(quantity), unitAmount, details};
}

/**
 * The landed tier's flat fee; charged once per product quantity only when a
 * price mapping (consumption) chose the tier, otherwise charged once.
 * @internal
 */
export function priceFlatFee(tiers: NormalizedTier[], tierQuantity: Big, quantity: Big, hasMapping: boolean): RawPrice {
  const tier = findTier(tiers, tierQuantity);
  const count = hasMapping ? quantity : new Dec(1);
  const amount = tier.price.times(count);
  return {amount, unitAmount: tier.price, details: [{tier, quantity: count, amount}]};
}
