import {describe, expect, it} from 'vitest';
import {
  CalendarProvider,
  Commodity,
  DEFAULT_DEADLINE_RULES,
  DeadlineCalculator,
  GAS_RULES,
  POWER_RULES,
  UseCase,
  findApplicableRule,
  type DeadlineRule,
  type WorkingDayCalendar,
} from '../src/index.js';
import {CASES, localDay} from './fixtures.js';

const calculator = new DeadlineCalculator();
const earliest = (switchingCase: (typeof CASES)[keyof typeof CASES], from: string, calc = calculator) =>
  calc.calculateEarliestStartDate(switchingCase, from).earliestStartDateString;

describe('default rules', () => {
  it('has the six rules with the documented ids and working days', () => {
    expect(DEFAULT_DEADLINE_RULES.map((r) => [r.id, r.requiredWorkingDays, r.allowsRetrospective])).toEqual([
      ['power_relocation', 1, false],
      ['power_switch_no_termination', 1, false],
      ['power_switch_with_termination', 2, false],
      ['gas_relocation', 0, true],
      ['gas_switch_no_termination', 10, false],
      ['gas_switch_with_termination', 13, false],
    ]);
    expect(DEFAULT_DEADLINE_RULES).toEqual([...POWER_RULES, ...GAS_RULES]);
    expect(GAS_RULES[0]?.maxRetrospectiveDays).toBe(42);
    expect(POWER_RULES.every((r) => r.commodity === Commodity.POWER)).toBe(true);
    expect(GAS_RULES.every((r) => r.commodity === Commodity.GAS)).toBe(true);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(DEFAULT_DEADLINE_RULES)).toBe(true);
    expect(Object.isFrozen(DEFAULT_DEADLINE_RULES[0])).toBe(true);
  });

  it('finds rules by case', () => {
    expect(findApplicableRule(DEFAULT_DEADLINE_RULES, CASES.gasSwitchTermination)?.id).toBe(
      'gas_switch_with_termination',
    );
    expect(findApplicableRule(DEFAULT_DEADLINE_RULES, CASES.powerRelocationTermination)).toBeUndefined();
    expect(calculator.getRule(CASES.powerRelocation)?.id).toBe('power_relocation');
    expect(calculator.getRules().map((r) => r.id)).toEqual(DEFAULT_DEADLINE_RULES.map((r) => r.id));
  });
});

describe('calculateEarliestStartDate around holidays', () => {
  it('skips Easter 2025 for power and gas', () => {
    // Thu 17 Apr: Fri 18, weekend, Mon 21 skipped; Tue 22 is the first working day.
    expect(earliest(CASES.powerSwitch, '2025-04-17')).toBe('2025-04-23');
    expect(earliest(CASES.powerSwitchTermination, '2025-04-17')).toBe('2025-04-24');
    const gas = calculator.calculateEarliestStartDate(CASES.gasSwitch, '2025-04-16');
    expect(gas.earliestStartDateString).toBe('2025-05-06');
    expect(gas.skippedDays.map((d) => d.date)).toEqual([
      '2025-04-18',
      '2025-04-19',
      '2025-04-20',
      '2025-04-21',
      '2025-04-26',
      '2025-04-27',
      '2025-05-01',
      '2025-05-03',
      '2025-05-04',
    ]);
  });

  it('skips Easter 2026', () => {
    expect(earliest(CASES.powerSwitchTermination, '2026-04-02')).toBe('2026-04-09');
  });

  it('skips Christmas and New Year', () => {
    expect(earliest(CASES.powerSwitch, '2025-12-23')).toBe('2025-12-30');
    expect(earliest(CASES.gasSwitch, '2025-12-19')).toBe('2026-01-13');
  });

  it('treats Reformation Day as non-working everywhere', () => {
    // Thu 30 Oct 2025: 31 Oct (Reformationstag), then the weekend with Allerheiligen on Saturday.
    const result = calculator.calculateEarliestStartDate(CASES.powerSwitch, '2025-10-30');
    expect(result.earliestStartDateString).toBe('2025-11-04');
    expect(result.skippedDays.map((d) => d.reason)).toEqual(['Reformationstag', 'Saturday, Allerheiligen', 'Sunday']);
  });

  it('treats Buß- und Bettag (Sachsen only) as non-working everywhere', () => {
    expect(earliest(CASES.powerSwitch, '2025-11-18')).toBe('2025-11-21');
  });

  it('treats Fronleichnam 2025-06-19 as non-working everywhere', () => {
    expect(earliest(CASES.powerSwitchTermination, '2025-06-18')).toBe('2025-06-24');
  });

  it('honours the special day 2025-06-06 unless special days are switched off', () => {
    expect(earliest(CASES.powerSwitch, '2025-06-05')).toBe('2025-06-11');
    const withoutSpecial = new DeadlineCalculator({
      calendarProvider: new CalendarProvider({useSpecialHolidays: false}),
    });
    expect(earliest(CASES.powerSwitch, '2025-06-05', withoutSpecial)).toBe('2025-06-07');
  });

  it('uses custom holidays of the given calendar', () => {
    const calendar = new CalendarProvider({customCalendar: {holidays: [{date: '2025-10-02', name: 'Shutdown'}]}});
    const custom = new DeadlineCalculator({calendarProvider: calendar});
    const result = custom.calculateEarliestStartDate(CASES.powerSwitch, '2025-10-01');
    expect(result.earliestStartDateString).toBe('2025-10-07');
    expect(result.skippedDays.map((d) => d.reason)).toEqual([
      'Shutdown',
      'Tag der Deutschen Einheit',
      'Saturday',
      'Sunday',
    ]);
  });

  it('counts with any calendar that describes days, not only a CalendarProvider', () => {
    const builtIn = new CalendarProvider();
    // An operator who works through public holidays but not at weekends.
    const noHolidays: WorkingDayCalendar = {
      getDayInfo: (date) => {
        const info = builtIn.getDayInfo(date);
        return {...info, isWorkingDay: !info.isWeekend};
      },
    };
    const result = new DeadlineCalculator({calendarProvider: noHolidays}).calculateEarliestStartDate(
      CASES.powerSwitchTermination,
      '2025-10-01',
    );
    expect(result.earliestStartDateString).toBe('2025-10-04');
    expect(result.skippedDays).toEqual([]);
    expect(earliest(CASES.powerSwitchTermination, '2025-10-01')).toBe('2025-10-07');
  });

  it('counts from a weekend start day', () => {
    expect(earliest(CASES.powerSwitch, '2025-10-04')).toBe('2025-10-07');
  });
});

describe('custom rules', () => {
  const eightDays: DeadlineRule = {
    id: 'gas_switch_contractual',
    commodity: Commodity.GAS,
    useCase: UseCase.SWITCH,
    requiresTermination: false,
    requiredWorkingDays: 8,
    allowsRetrospective: false,
    description: 'Contractual 8 working days.',
  };

  it('replaces the default rule of the same case', () => {
    const custom = new DeadlineCalculator({customRules: [eightDays]});
    expect(custom.getRules()).toHaveLength(6);
    expect(custom.getRule(CASES.gasSwitch)?.id).toBe('gas_switch_contractual');
    expect(earliest(CASES.gasSwitch, '2025-10-01', custom)).toBe('2025-10-15');
  });

  it('replaces the default rule with the same id', () => {
    const custom = new DeadlineCalculator({customRules: [{...POWER_RULES[2]!, requiredWorkingDays: 3}]});
    expect(earliest(CASES.powerSwitchTermination, '2025-10-01', custom)).toBe('2025-10-08');
  });

  it('replaces the default rule with the same id even when the custom rule is for another case', () => {
    const moved: DeadlineRule = {...GAS_RULES[0]!, commodity: Commodity.POWER, requiresTermination: true};
    const custom = new DeadlineCalculator({customRules: [moved]});
    expect(custom.getRules().map((rule) => rule.id)).toEqual(calculator.getRules().map((rule) => rule.id));
    expect(custom.getRule(CASES.gasRelocation)).toBeUndefined();
    expect(custom.getRule(CASES.powerRelocationTermination)?.id).toBe('gas_relocation');
  });

  it('adds a rule for a case the defaults do not cover', () => {
    const relocationWithTermination: DeadlineRule = {
      ...eightDays,
      id: 'power_relocation_with_termination',
      commodity: Commodity.POWER,
      useCase: UseCase.RELOCATION,
      requiresTermination: true,
      requiredWorkingDays: 2,
    };
    const custom = new DeadlineCalculator({customRules: [relocationWithTermination]});
    expect(custom.getRules()).toHaveLength(7);
    expect(earliest(CASES.powerRelocationTermination, '2025-10-01', custom)).toBe('2025-10-07');
  });

  it('supports a custom retrospective rule', () => {
    const custom = new DeadlineCalculator({customRules: [{...GAS_RULES[0]!, maxRetrospectiveDays: 14}]});
    const result = custom.calculateEarliestStartDate(CASES.gasRelocation, '2025-10-01');
    expect(result).toMatchObject({
      earliestStartDateString: '2025-09-17',
      calendarDaysTotal: -14,
      isRetrospective: true,
    });
    const none = new DeadlineCalculator({customRules: [{...GAS_RULES[0]!, maxRetrospectiveDays: 0}]});
    expect(none.calculateEarliestStartDate(CASES.gasRelocation, '2025-10-01')).toMatchObject({
      earliestStartDateString: '2025-10-01',
      isRetrospective: false,
    });
  });

  it('rejects malformed custom rules with a message naming the rule', () => {
    const bad = (patch: Partial<Record<keyof DeadlineRule, unknown>>) => () =>
      new DeadlineCalculator({customRules: [{...eightDays, ...patch} as DeadlineRule]});
    expect(bad({requiredWorkingDays: -1})).toThrow(
      'Invalid number of working days -1: expected a non-negative integer in deadline rule "gas_switch_contractual"',
    );
    expect(bad({requiredWorkingDays: 1.5})).toThrow(/Invalid number of working days 1.5/);
    expect(bad({commodity: 'water'})).toThrow(
      'Unknown commodity "water": expected one of "power", "gas" in deadline rule',
    );
    expect(bad({allowsRetrospective: 'yes'})).toThrow(/Invalid allowsRetrospective "yes"/);
    expect(bad({allowsRetrospective: true})).toThrow(/Invalid maxRetrospectiveDays undefined/);
    expect(bad({maxRetrospectiveDays: -3})).toThrow(/Invalid maxRetrospectiveDays -3/);
    expect(bad({description: 5})).toThrow(/Invalid description 5/);
    expect(bad({id: ''})).toThrow(/Invalid deadline rule .*non-empty id/);
    expect(bad({id: '   '})).toThrow(/^Invalid deadline rule .*"id":" {3}".*: expected an object with a non-empty id$/);
    expect(bad({id: 7})).toThrow(/^Invalid deadline rule .*"id":7.*: expected an object with a non-empty id$/);
    expect(bad({allowsRetrospective: true, maxRetrospectiveDays: 1.5})).toThrow(
      'Invalid maxRetrospectiveDays 1.5: expected a non-negative integer in deadline rule "gas_switch_contractual"',
    );
    expect(() => new DeadlineCalculator({customRules: [null as never]})).toThrow('Invalid deadline rule null');
  });
});

describe('validateStartDate', () => {
  it('accepts the earliest date and later dates', () => {
    const result = calculator.validateStartDate(CASES.powerSwitchTermination, '2025-10-07', '2025-10-01');
    expect(result).toEqual({isValid: true, proposedDateString: '2025-10-07', ruleApplied: POWER_RULES[2]});
    expect(calculator.validateStartDate(CASES.powerSwitchTermination, '2026-03-01', '2025-10-01').isValid).toBe(true);
  });

  it('rejects an earlier date and names the earliest valid one', () => {
    const result = calculator.validateStartDate(CASES.powerSwitchTermination, '2025-10-06', '2025-10-01');
    expect(result.isValid).toBe(false);
    expect(result.earliestValidDateString).toBe('2025-10-07');
    expect(localDay(result.earliestValidDate!)).toBe('2025-10-07');
    expect(result.ruleApplied.id).toBe('power_switch_with_termination');
  });

  it('allows a retrospective gas relocation up to 42 days back', () => {
    expect(calculator.validateStartDate(CASES.gasRelocation, '2025-08-20', '2025-10-01').isValid).toBe(true);
    expect(calculator.validateStartDate(CASES.gasRelocation, '2025-09-15', '2025-10-01').isValid).toBe(true);
    const tooEarly = calculator.validateStartDate(CASES.gasRelocation, '2025-08-19', '2025-10-01');
    expect(tooEarly).toMatchObject({isValid: false, earliestValidDateString: '2025-08-20'});
  });

  it('accepts Date inputs', () => {
    const result = calculator.validateStartDate(
      CASES.gasSwitch,
      new Date(2025, 9, 16, 18),
      new Date(2025, 9, 1, 23, 59),
    );
    expect(result).toMatchObject({
      isValid: false,
      proposedDateString: '2025-10-16',
      earliestValidDateString: '2025-10-17',
    });
  });
});

describe('cases without a rule', () => {
  it.each([CASES.powerRelocationTermination, CASES.gasRelocationTermination])(
    'throws "No rule found" for %o',
    (switchingCase) => {
      const expected = new RegExp(
        `^No rule found for commodity "${switchingCase.commodity}", use case "relocation" and requiresTermination true`,
      );
      expect(() => calculator.calculateEarliestStartDate(switchingCase, '2025-10-01')).toThrow(expected);
      expect(() => calculator.calculateEarliestStartDate(switchingCase, '2025-10-01')).toThrow(
        /: the default rules cover relocation only without termination; pass a matching rule in customRules to support this case$/,
      );
      expect(() => calculator.validateStartDate(switchingCase, '2025-10-10', '2025-10-01')).toThrow(expected);
      expect(calculator.getRule(switchingCase)).toBeUndefined();
    },
  );

  it('findApplicableRule returns undefined for a list without a matching rule', () => {
    const rules = DEFAULT_DEADLINE_RULES.filter((r) => r.id !== 'gas_switch_no_termination');
    expect(findApplicableRule(rules, CASES.gasSwitch)).toBeUndefined();
  });
});
