import {
  computePriceItem,
  getTierDescription,
  PricingModel,
  TaxRates,
  type PriceItemResult,
  type PriceTier,
  type TaxRateKey,
} from '@energy-xrm/pricing';

/** Unit-priced tiers (kWh) and flat-fee tiers (kW) are edited as separate lists. */
export type Kind = 'unit' | 'flat';

/** One editable tier row; the texts go to the library as typed. */
export interface Row {
  readonly id: number;
  readonly upTo: string;
  readonly price: string;
}

/** Everything the reader can change. */
export interface CalculatorState {
  readonly model: PricingModel;
  readonly unitPrice: string;
  readonly rows: Readonly<Record<Kind, readonly Row[]>>;
  readonly consumption: string;
  readonly quantity: string;
  readonly taxKey: TaxRateKey;
  readonly inclusive: boolean;
}

/** The computed item with one description per tier detail, or the library's error message. */
export type Outcome = {readonly result: PriceItemResult; readonly tiers: readonly string[]} | {readonly error: string};

export const MODELS: readonly {value: PricingModel; label: string}[] = [
  {value: PricingModel.perUnit, label: 'Per unit (per_unit)'},
  {value: PricingModel.tieredVolume, label: 'Volume tiers (tiered_volume)'},
  {value: PricingModel.tieredGraduated, label: 'Graduated tiers (tiered_graduated)'},
  {value: PricingModel.tieredFlatFee, label: 'Flat-fee tiers (tiered_flatfee)'},
];

export const TAX_OPTIONS: readonly {key: TaxRateKey; label: string}[] = [
  {key: 'standard', label: 'Standard (19 %)'},
  {key: 'reduced', label: 'Reduced (7 %)'},
  {key: 'nontaxable', label: 'None (0 %)'},
];

export const UNIT: Readonly<Record<Kind, string>> = {unit: 'kWh', flat: 'kW'};

/** The tiers of the worked examples on the pricing-models page. */
export const INITIAL_STATE: CalculatorState = {
  model: PricingModel.tieredGraduated,
  unitPrice: '0.30',
  rows: {
    unit: [
      {id: 1, upTo: '1000', price: '0.30'},
      {id: 2, upTo: '2000', price: '0.28'},
      {id: 3, upTo: '', price: '0.25'},
    ],
    flat: [
      {id: 4, upTo: '5', price: '50'},
      {id: 5, upTo: '10', price: '80'},
      {id: 6, upTo: '', price: '120'},
    ],
  },
  consumption: '1500',
  quantity: '1',
  taxKey: 'standard',
  inclusive: false,
};

export const kindOf = (model: PricingModel): Kind => (model === PricingModel.tieredFlatFee ? 'flat' : 'unit');

/** Empty text means "not given"; anything else goes to the library, which names what is wrong. */
const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

function toTiers(rows: readonly Row[], kind: Kind): PriceTier[] {
  return rows.map((row) => ({
    upTo: toNumber(row.upTo) ?? null,
    ...(kind === 'flat' ? {flatFeeAmountDecimal: row.price} : {unitAmountDecimal: row.price}),
  }));
}

/** Prices the calculator's state; never throws. Tier descriptions use the library's English default locale. */
export function calculate(state: CalculatorState): Outcome {
  const kind = kindOf(state.model);
  try {
    const tiers = toTiers(state.rows[kind], kind);
    const result = computePriceItem({
      pricingModel: state.model,
      unitAmountDecimal: state.unitPrice,
      tiers,
      consumption: toNumber(state.consumption),
      quantity: toNumber(state.quantity) ?? 1,
      taxRate: TaxRates[state.taxKey],
      isTaxInclusive: state.inclusive,
    });
    const descriptions = (result.tiers_details ?? []).map((detail) => {
      const tier = tiers[detail.tier_index] as PriceTier;
      return getTierDescription(tier, state.model, tiers[detail.tier_index - 1]?.upTo, {unit: UNIT[kind]});
    });
    return {result, tiers: descriptions};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}
