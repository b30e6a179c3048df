import {describe, expect, it} from 'vitest';
import {BillingPeriod, convertBillingPeriodAmount, getOperationType, OperationType} from '../src/index.js';

describe('convertBillingPeriodAmount', () => {
  it('multiplies towards longer periods', () => {
    expect(convertBillingPeriodAmount('10.00', BillingPeriod.monthly, BillingPeriod.yearly)).toBe('120.00');
    expect(convertBillingPeriodAmount('10', BillingPeriod.weekly, BillingPeriod.yearly)).toBe('520.00');
    expect(convertBillingPeriodAmount('25.5', BillingPeriod.everyQuarter, BillingPeriod.yearly)).toBe('102.00');
    expect(convertBillingPeriodAmount(30, BillingPeriod.monthly, BillingPeriod.every6Months)).toBe('180.00');
  });

  it('divides towards shorter periods, exact to 12 decimals', () => {
    expect(convertBillingPeriodAmount('120.00', BillingPeriod.yearly, BillingPeriod.monthly)).toBe('10.00');
    expect(convertBillingPeriodAmount('100', BillingPeriod.yearly, BillingPeriod.monthly)).toBe('8.333333333333');
    expect(convertBillingPeriodAmount('200', BillingPeriod.yearly, BillingPeriod.monthly)).toBe('16.666666666667');
    expect(convertBillingPeriodAmount('52', BillingPeriod.yearly, BillingPeriod.weekly)).toBe('1.00');
    expect(convertBillingPeriodAmount('1.5', BillingPeriod.every6Months, BillingPeriod.everyQuarter)).toBe('0.75');
  });

  it('uses 52 weeks per year between weeks and months', () => {
    expect(convertBillingPeriodAmount('12', BillingPeriod.weekly, BillingPeriod.monthly)).toBe('52.00');
    expect(convertBillingPeriodAmount('10', BillingPeriod.weekly, BillingPeriod.monthly)).toBe('43.333333333333');
  });

  it('keeps the amount for the same period, with at least two decimals', () => {
    expect(convertBillingPeriodAmount('9.9', BillingPeriod.monthly, BillingPeriod.monthly)).toBe('9.90');
    expect(convertBillingPeriodAmount('0.123', BillingPeriod.oneTime, BillingPeriod.oneTime)).toBe('0.123');
    expect(convertBillingPeriodAmount('0', BillingPeriod.monthly, BillingPeriod.yearly)).toBe('0.00');
  });

  it('rejects one_time conversions, unknown periods and bad amounts', () => {
    expect(() => convertBillingPeriodAmount('10', BillingPeriod.oneTime, BillingPeriod.yearly)).toThrow(
      'Cannot convert between "one_time" and "yearly": a one_time amount does not recur',
    );
    expect(() => convertBillingPeriodAmount('10', BillingPeriod.monthly, 'daily' as BillingPeriod)).toThrow(
      'Unknown billing period "daily" for to; expected one of weekly, monthly, every_quarter, every_6_months, yearly, one_time',
    );
    expect(() => convertBillingPeriodAmount('ten', BillingPeriod.monthly, BillingPeriod.yearly)).toThrow(
      'amount must be a decimal number such as "0.30", got "ten"',
    );
  });
});

describe('getOperationType', () => {
  it('multiplies when the target period is longer', () => {
    expect(getOperationType(BillingPeriod.monthly, BillingPeriod.yearly)).toBe(OperationType.MULTIPLY);
    expect(getOperationType(BillingPeriod.weekly, BillingPeriod.monthly)).toBe('multiply');
  });

  it('divides when the target period is shorter', () => {
    expect(getOperationType(BillingPeriod.yearly, BillingPeriod.monthly)).toBe(OperationType.DIVIDE);
    expect(getOperationType(BillingPeriod.everyQuarter, BillingPeriod.weekly)).toBe('divide');
  });

  it('multiplies by 1 for the same period', () => {
    expect(getOperationType(BillingPeriod.yearly, BillingPeriod.yearly)).toBe(OperationType.MULTIPLY);
  });

  it('rejects one_time against a recurring period and unknown periods', () => {
    expect(() => getOperationType(BillingPeriod.monthly, BillingPeriod.oneTime)).toThrow(
      'a one_time amount does not recur',
    );
    expect(() => getOperationType(42 as unknown as BillingPeriod, BillingPeriod.yearly)).toThrow(
      'Unknown billing period 42 for from',
    );
  });
});
