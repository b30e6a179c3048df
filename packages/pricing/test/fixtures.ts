import type {PriceTier} from '../src/index.js';

/** The tiers of the worked examples: 0.30 to 1,000 kWh, 0.28 to 2,000 kWh, 0.25 above. */
export const energyTiers: PriceTier[] = [
  {upTo: 1000, unitAmountDecimal: '0.30'},
  {upTo: 2000, unitAmountDecimal: '0.28'},
  {upTo: null, unitAmountDecimal: '0.25'},
];

/** The flat fees of the worked example: 50 € to 5 kW, 80 € to 10 kW, 120 € above. */
export const capacityTiers: PriceTier[] = [
  {upTo: 5, flatFeeAmountDecimal: '50'},
  {upTo: 10, flatFeeAmountDecimal: '80'},
  {upTo: null, flatFeeAmountDecimal: '120'},
];
