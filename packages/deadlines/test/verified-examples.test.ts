import {describe, expect, it} from 'vitest';
import {DeadlineCalculator} from '../src/index.js';
import {CASES, isLocalMidnight, localDay} from './fixtures.js';

// The verified examples of the domain facts: fromDate 2025-10-01, a Wednesday.
describe('verified examples from 2025-10-01', () => {
  const calculator = new DeadlineCalculator();
  const from = '2025-10-01';

  it.each([
    ['power relocation', CASES.powerRelocation, '2025-10-03', 1],
    ['power switch without termination', CASES.powerSwitch, '2025-10-03', 1],
    ['power switch with termination', CASES.powerSwitchTermination, '2025-10-07', 2],
    ['gas switch without termination', CASES.gasSwitch, '2025-10-17', 10],
    ['gas switch with termination', CASES.gasSwitchTermination, '2025-10-22', 13],
  ])('%s starts on %s at the earliest', (_name, switchingCase, expected, workingDays) => {
    const result = calculator.calculateEarliestStartDate(switchingCase, from);
    expect(result.earliestStartDateString).toBe(expected);
    expect(localDay(result.earliestStartDate)).toBe(expected);
    expect(isLocalMidnight(result.earliestStartDate)).toBe(true);
    expect(result.workingDaysApplied).toBe(workingDays);
    expect(result.isRetrospective).toBe(false);
    expect(result.fromDateString).toBe(from);
  });

  it('power switch with termination spans 6 calendar days and skips 3 Oct and the weekend', () => {
    const result = calculator.calculateEarliestStartDate(CASES.powerSwitchTermination, from);
    expect(result.calendarDaysTotal).toBe(6);
    expect(result.ruleApplied.id).toBe('power_switch_with_termination');
    expect(result.skippedDays.map((day) => [day.date, day.reason])).toEqual([
      ['2025-10-03', 'Tag der Deutschen Einheit'],
      ['2025-10-04', 'Saturday'],
      ['2025-10-05', 'Sunday'],
    ]);
  });

  it('power without termination lands on the holiday 3 Oct, which is not checked', () => {
    const result = calculator.calculateEarliestStartDate(CASES.powerSwitch, from);
    expect(result.calendarDaysTotal).toBe(2);
    expect(result.skippedDays).toEqual([]);
  });

  it('gas switch without termination counts 10 working days over 16 calendar days', () => {
    const result = calculator.calculateEarliestStartDate(CASES.gasSwitch, from);
    expect(result.calendarDaysTotal).toBe(16);
    expect(result.skippedDays.map((day) => day.date)).toEqual([
      '2025-10-03',
      '2025-10-04',
      '2025-10-05',
      '2025-10-11',
      '2025-10-12',
    ]);
  });

  it('gas switch with termination spans 21 calendar days', () => {
    expect(calculator.calculateEarliestStartDate(CASES.gasSwitchTermination, from).calendarDaysTotal).toBe(21);
  });

  it('gas relocation may start 42 days back, on 2025-08-20', () => {
    const result = calculator.calculateEarliestStartDate(CASES.gasRelocation, from);
    expect(result.earliestStartDateString).toBe('2025-08-20');
    expect(localDay(result.earliestStartDate)).toBe('2025-08-20');
    expect(result.workingDaysApplied).toBe(0);
    expect(result.calendarDaysTotal).toBe(-42);
    expect(result.isRetrospective).toBe(true);
    expect(result.skippedDays).toEqual([]);
    expect(result.ruleApplied.id).toBe('gas_relocation');
  });

  it('power switch with termination from 2025-12-30 starts on 2026-01-06', () => {
    const result = calculator.calculateEarliestStartDate(CASES.powerSwitchTermination, '2025-12-30');
    expect(result.earliestStartDateString).toBe('2026-01-06');
    expect(result.calendarDaysTotal).toBe(7);
    expect(result.skippedDays.map((day) => [day.date, day.reason])).toEqual([
      ['2025-12-31', 'Silvester'],
      ['2026-01-01', 'Neujahr'],
      ['2026-01-03', 'Saturday'],
      ['2026-01-04', 'Sunday'],
    ]);
  });
});
