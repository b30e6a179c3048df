import {readFileSync} from 'node:fs';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {DeadlineCalculator, calculateDeadline, getVersion, validateDate} from '../src/index.js';
import {CASES, isLocalMidnight, localDay} from './fixtures.js';

describe('helpers', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calculateDeadline returns the earliest start as a local-midnight Date', () => {
    const date = calculateDeadline(CASES.powerSwitchTermination, '2025-12-30');
    expect(localDay(date)).toBe('2026-01-06');
    expect(isLocalMidnight(date)).toBe(true);
    expect(localDay(calculateDeadline(CASES.gasRelocation, '2025-10-01'))).toBe('2025-08-20');
  });

  it('validateDate tells whether a proposed date is allowed', () => {
    expect(validateDate(CASES.gasSwitchTermination, '2025-10-22', '2025-10-01')).toBe(true);
    expect(validateDate(CASES.gasSwitchTermination, '2025-10-21', '2025-10-01')).toBe(false);
    expect(() => validateDate(CASES.powerRelocationTermination, '2025-10-21', '2025-10-01')).toThrow(/^No rule found/);
  });

  it('uses the local calendar date of "now" when no from-date is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 9, 1, 23, 30));
    const result = new DeadlineCalculator().calculateEarliestStartDate(CASES.powerSwitchTermination);
    expect(result.fromDateString).toBe('2025-10-01');
    expect(result.earliestStartDateString).toBe('2025-10-07');
    expect(localDay(calculateDeadline(CASES.powerSwitch))).toBe('2025-10-03');
    expect(validateDate(CASES.powerSwitch, '2025-10-03')).toBe(true);
    vi.setSystemTime(new Date(2025, 9, 2, 0, 5));
    expect(new DeadlineCalculator().calculateEarliestStartDate(CASES.powerSwitch).fromDateString).toBe('2025-10-02');
  });

  it('getVersion matches package.json', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {version: string};
    expect(getVersion()).toBe(pkg.version);
  });
});
