import {DEFAULT_CURRENCY} from './constants.js';
import {assertCount, parseAmount, show, toPlain} from './decimal.js';
import {PricingModel} from './enums.js';
import type {PriceTier} from './types.js';

/**
 * Formats a decimal string with Intl. Engines with Intl.NumberFormat v3 read
 * the string digit by digit; older ones convert it to a number, which is still
 * exact to the cent for any safe integer amount.
 */
function formatDecimal(decimal: string, locale: string, options: Intl.NumberFormatOptions): string {
  const format = new Intl.NumberFormat(locale, options).format as unknown as (value: string) => string;
  return format(decimal);
}

/**
 * Renders an integer amount of cents as a plain decimal string in major units.
 *
 * @remarks
 * The conversion works on the digits, so it is exact for every safe integer.
 *
 * @param cents - The amount in minor units (cents), a safe integer.
 * @returns The amount with a dot and two decimals, and a leading minus sign when negative.
 * @throws Error when `cents` is not a safe integer.
 *
 * @example
 * ```ts
 * toDecimalString(123456); // '1234.56'
 * toDecimalString(35700);  // '357.00'
 * toDecimalString(-5);     // '-0.05'
 * ```
 */
export function toDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new Error(`cents must be an integer number of cents, got ${show(cents)}`);
  }
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const sign = cents < 0 ? '-' : '';
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/**
 * Formats an integer amount of cents as a localized currency string.
 *
 * @remarks
 * Uses `Intl.NumberFormat` with two fraction digits. The German format puts a
 * non-breaking space (U+00A0) between the number and the € sign, so the two
 * never wrap onto separate lines.
 *
 * @param cents - The amount in minor units (cents), a safe integer.
 * @param currency - ISO 4217 currency code; defaults to {@link DEFAULT_CURRENCY}.
 * @param locale - BCP 47 locale; defaults to `'de-DE'`.
 * @returns The formatted amount.
 * @throws Error when `cents` is not a safe integer; RangeError from Intl when
 *   the currency or locale is invalid.
 *
 * @example
 * ```ts
 * formatAmount(123456);                  // '1.234,56 €'
 * formatAmount(35700);                   // '357,00 €'
 * formatAmount(35700, 'EUR', 'en-US');   // '€357.00'
 * ```
 */
export function formatAmount(cents: number, currency: string = DEFAULT_CURRENCY, locale = 'de-DE'): string {
  return formatDecimal(toDecimalString(cents), locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** Options of {@link getTierDescription}. */
export interface TierDescriptionOptions {
  /** Unit of the quantity; defaults to `'kWh'`. Use `'kW'` for capacity-based flat fees. */
  unit?: string;
  /** ISO 4217 currency code of the prices; defaults to {@link DEFAULT_CURRENCY}. */
  currency?: string;
  /** BCP 47 locale for the numbers; defaults to `'en-US'`. */
  locale?: string;
}

function currencySymbol(currency: string, locale: string): string {
  const parts = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

function describeRange(upTo: number | null, previousUpTo: number | null, unit: string, locale: string): string {
  const n = (value: number) => formatDecimal(String(value), locale, {maximumFractionDigits: 12});
  if (previousUpTo === null) {
    return upTo === null ? `from 0 ${unit}` : `0 – ${n(upTo)} ${unit}`;
  }
  if (upTo === null) return `above ${n(previousUpTo)} ${unit}`;
  return Number.isInteger(previousUpTo)
    ? `${n(previousUpTo + 1)} – ${n(upTo)} ${unit}`
    : `above ${n(previousUpTo)} up to ${n(upTo)} ${unit}`;
}

/**
 * Describes one tier of a tiered price in words, for price sheets and tooltips.
 *
 * @remarks
 * The range assumes whole units: a tier after one that ends at 1,000 starts at
 * 1,001 (after a fractional end such as 1,000.5 it reads "above 1,000.5 up to
 * …"). The open last tier reads "above …". Unit prices show up to 12 decimals
 * and at least two; flat fees read "… flat fee".
 *
 * @param tier - The tier to describe.
 * @param model - The tiered pricing model the tier belongs to.
 * @param previousUpTo - The `upTo` of the tier before, or `null`/omitted for the first tier.
 * @param options - Unit, currency and locale; see {@link TierDescriptionOptions}.
 * @returns A description such as `'1,001 – 2,000 kWh: 0.28 €/kWh'`.
 * @throws Error when `model` is `per_unit` (it has no tiers), when `upTo` or
 *   `previousUpTo` is negative or not a number, when `upTo` is not above
 *   `previousUpTo`, or when the tier lacks the price the model needs.
 *
 * @example
 * ```ts
 * getTierDescription({upTo: 1000, unitAmountDecimal: '0.30'}, PricingModel.tieredVolume);
 * // '0 – 1,000 kWh: 0.30 €/kWh'
 * getTierDescription({upTo: 2000, unitAmountDecimal: '0.28'}, PricingModel.tieredGraduated, 1000);
 * // '1,001 – 2,000 kWh: 0.28 €/kWh'
 * getTierDescription({upTo: null, unitAmountDecimal: '0.25'}, PricingModel.tieredVolume, 2000);
 * // 'above 2,000 kWh: 0.25 €/kWh'
 * getTierDescription({upTo: 10, flatFeeAmountDecimal: '80'}, PricingModel.tieredFlatFee, 5, {unit: 'kW'});
 * // '6 – 10 kW: 80.00 € flat fee'
 * ```
 */
export function getTierDescription(
  tier: PriceTier,
  model: PricingModel,
  previousUpTo?: number | null,
  options: TierDescriptionOptions = {},
): string {
  const {unit = 'kWh', currency = DEFAULT_CURRENCY, locale = 'en-US'} = options;
  const isFlatFee = model === PricingModel.tieredFlatFee;
  if (!isFlatFee && model !== PricingModel.tieredVolume && model !== PricingModel.tieredGraduated) {
    throw new Error(`getTierDescription needs a tiered pricing model, got ${show(model)}`);
  }
  if (typeof tier !== 'object' || tier === null) {
    throw new Error(`tier must be an object with upTo and a price, got ${show(tier)}`);
  }
  const upTo = tier.upTo ?? null;
  const previous = previousUpTo ?? null;
  if (upTo !== null) assertCount(upTo, 'tier.upTo');
  if (previous !== null) assertCount(previous, 'previousUpTo');
  if (upTo !== null && previous !== null && upTo <= previous) {
    throw new Error(`tier.upTo (${upTo}) must be greater than previousUpTo (${previous})`);
  }
  const field = isFlatFee ? 'flatFeeAmountDecimal' : 'unitAmountDecimal';
  const raw = tier[field];
  if (raw === undefined || raw === null) {
    throw new Error(`tier.${field} is required for pricing model "${model}"`);
  }
  const price = formatDecimal(toPlain(parseAmount(raw, `tier.${field}`)), locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 12,
  });
  const symbol = currencySymbol(currency, locale);
  const range = describeRange(upTo, previous, unit, locale);
  return isFlatFee ? `${range}: ${price} ${symbol} flat fee` : `${range}: ${price} ${symbol}/${unit}`;
}
