import {Commodity, UseCase, type SwitchingCase} from '../src/index.js';

/** The six supported cases and the unsupported relocation with termination, by a short name. */
export const CASES = {
  powerRelocation: {commodity: Commodity.POWER, useCase: UseCase.RELOCATION, requiresTermination: false},
  powerSwitch: {commodity: Commodity.POWER, useCase: UseCase.SWITCH, requiresTermination: false},
  powerSwitchTermination: {commodity: Commodity.POWER, useCase: UseCase.SWITCH, requiresTermination: true},
  gasRelocation: {commodity: Commodity.GAS, useCase: UseCase.RELOCATION, requiresTermination: false},
  gasSwitch: {commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: false},
  gasSwitchTermination: {commodity: Commodity.GAS, useCase: UseCase.SWITCH, requiresTermination: true},
  powerRelocationTermination: {commodity: Commodity.POWER, useCase: UseCase.RELOCATION, requiresTermination: true},
  gasRelocationTermination: {commodity: Commodity.GAS, useCase: UseCase.RELOCATION, requiresTermination: true},
} satisfies Record<string, SwitchingCase>;

/** The local calendar day of a Date, read with local getters, as the library promises. */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `true` when the Date is exactly local midnight. */
export function isLocalMidnight(date: Date): boolean {
  return date.getHours() === 0 && date.getMinutes() === 0 && date.getSeconds() === 0 && date.getMilliseconds() === 0;
}
