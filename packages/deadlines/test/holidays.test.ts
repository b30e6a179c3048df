import {describe, expect, it} from 'vitest';
import {
  Bundesland,
  HolidayType,
  filterHolidaysForYear,
  getAllSpecialHolidays,
  getEasterSunday,
  getFixedHolidays,
  getMovingHolidays,
  getSpecialHolidays,
  type Holiday,
} from '../src/index.js';

const pick = (holidays: Holiday[]) => holidays.map((h) => [h.date, h.name]);
const byName = (holidays: Holiday[], name: string) => holidays.find((h) => h.name === name);

describe('getEasterSunday', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
    [1954, '1954-04-18'],
  ])('Easter %i is on %s', (year, expected) => {
    expect(getEasterSunday(year)).toBe(expected);
  });

  it('always falls on a Sunday between 22 March and 25 April', () => {
    for (let year = 1900; year <= 2200; year += 1) {
      const easter = getEasterSunday(year);
      const date = new Date(`${easter}T00:00:00Z`);
      expect(date.getUTCDay()).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });
});

describe('getFixedHolidays', () => {
  it('lists the 13 fixed days of 2025 in date order', () => {
    expect(pick(getFixedHolidays(2025))).toEqual([
      ['2025-01-01', 'Neujahr'],
      ['2025-01-06', 'Heilige Drei Könige'],
      ['2025-03-08', 'Frauentag'],
      ['2025-05-01', 'Tag der Arbeit'],
      ['2025-08-15', 'Mariä Himmelfahrt'],
      ['2025-09-20', 'Weltkindertag'],
      ['2025-10-03', 'Tag der Deutschen Einheit'],
      ['2025-10-31', 'Reformationstag'],
      ['2025-11-01', 'Allerheiligen'],
      ['2025-12-24', 'Heiligabend'],
      ['2025-12-25', '1. Weihnachtstag'],
      ['2025-12-26', '2. Weihnachtstag'],
      ['2025-12-31', 'Silvester'],
    ]);
  });

  it('marks 24 and 31 December as operational and the rest as public holidays', () => {
    const holidays = getFixedHolidays(2026);
    expect(holidays.filter((h) => h.type === HolidayType.OPERATIONAL_HOLIDAY).map((h) => h.date)).toEqual([
      '2026-12-24',
      '2026-12-31',
    ]);
    expect(holidays.filter((h) => h.type === HolidayType.PUBLIC_HOLIDAY)).toHaveLength(11);
  });

  it('labels state holidays with their states and nationwide ones with none', () => {
    const holidays = getFixedHolidays(2025);
    expect(byName(holidays, 'Neujahr')?.bundeslaender).toEqual([]);
    expect(byName(holidays, 'Heilige Drei Könige')?.bundeslaender).toEqual([
      Bundesland.BW,
      Bundesland.BY,
      Bundesland.ST,
    ]);
    expect(byName(holidays, 'Frauentag')?.bundeslaender).toEqual([Bundesland.BE, Bundesland.MV]);
    expect(byName(holidays, 'Mariä Himmelfahrt')?.bundeslaender).toEqual([Bundesland.BY, Bundesland.SL]);
    expect(byName(holidays, 'Weltkindertag')?.bundeslaender).toEqual([Bundesland.TH]);
    expect(byName(holidays, 'Reformationstag')?.bundeslaender).toEqual([
      'Brandenburg',
      'Bremen',
      'Hamburg',
      'Mecklenburg-Vorpommern',
      'Niedersachsen',
      'Sachsen',
      'Sachsen-Anhalt',
      'Schleswig-Holstein',
      'Thüringen',
    ]);
    expect(byName(holidays, 'Allerheiligen')?.bundeslaender).toEqual([
      'Baden-Württemberg',
      'Bayern',
      'Nordrhein-Westfalen',
      'Rheinland-Pfalz',
      'Saarland',
    ]);
  });

  it('follows the years in which state holidays were introduced', () => {
    expect(byName(getFixedHolidays(2022), 'Frauentag')?.bundeslaender).toEqual([Bundesland.BE]);
    expect(byName(getFixedHolidays(2018), 'Frauentag')).toBeUndefined();
    expect(byName(getFixedHolidays(2018), 'Weltkindertag')).toBeUndefined();
    expect(byName(getFixedHolidays(2019), 'Weltkindertag')?.date).toBe('2019-09-20');
    expect(byName(getFixedHolidays(2017), 'Reformationstag')?.bundeslaender).toEqual([
      'Brandenburg',
      'Mecklenburg-Vorpommern',
      'Sachsen',
      'Sachsen-Anhalt',
      'Thüringen',
    ]);
  });

  it('returns fresh objects that callers may change', () => {
    const first = getFixedHolidays(2025);
    first[0]!.name = 'changed';
    expect(getFixedHolidays(2025)[0]!.name).toBe('Neujahr');
  });
});

describe('getMovingHolidays', () => {
  it('lists the Easter-based days and Buß- und Bettag for 2025', () => {
    expect(pick(getMovingHolidays(2025))).toEqual([
      ['2025-04-18', 'Karfreitag'],
      ['2025-04-20', 'Ostersonntag'],
      ['2025-04-21', 'Ostermontag'],
      ['2025-05-29', 'Christi Himmelfahrt'],
      ['2025-06-08', 'Pfingstsonntag'],
      ['2025-06-09', 'Pfingstmontag'],
      ['2025-06-19', 'Fronleichnam'],
      ['2025-11-19', 'Buß- und Bettag'],
    ]);
  });

  it('lists the moving holidays for 2026', () => {
    expect(pick(getMovingHolidays(2026))).toEqual([
      ['2026-04-03', 'Karfreitag'],
      ['2026-04-05', 'Ostersonntag'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-05-14', 'Christi Himmelfahrt'],
      ['2026-05-24', 'Pfingstsonntag'],
      ['2026-05-25', 'Pfingstmontag'],
      ['2026-06-04', 'Fronleichnam'],
      ['2026-11-18', 'Buß- und Bettag'],
    ]);
  });

  it('labels Fronleichnam and Buß- und Bettag with their states', () => {
    const holidays = getMovingHolidays(2025);
    expect(byName(holidays, 'Fronleichnam')?.bundeslaender).toEqual([
      'Baden-Württemberg',
      'Bayern',
      'Hessen',
      'Nordrhein-Westfalen',
      'Rheinland-Pfalz',
      'Saarland',
    ]);
    expect(byName(holidays, 'Buß- und Bettag')?.bundeslaender).toEqual([Bundesland.SN]);
    expect(byName(holidays, 'Karfreitag')?.bundeslaender).toEqual([]);
  });

  it('puts Buß- und Bettag on the Wednesday from 16 to 22 November', () => {
    for (let year = 2020; year <= 2040; year += 1) {
      const date = byName(getMovingHolidays(year), 'Buß- und Bettag')!.date;
      const day = Number(date.slice(8));
      expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(3);
      expect(date.slice(5, 7)).toBe('11');
      expect(day >= 16 && day <= 22).toBe(true);
    }
  });

  it('handles a year whose 22 November is a Wednesday', () => {
    // 22 Nov 2028 is a Wednesday, so the day before 23 Nov is the 22nd itself.
    expect(byName(getMovingHolidays(2028), 'Buß- und Bettag')?.date).toBe('2028-11-22');
  });
});

describe('special holidays', () => {
  it('knows the three built-in special days', () => {
    const all = getAllSpecialHolidays();
    expect(pick(all)).toEqual([
      ['2020-05-08', 'Tag der Befreiung'],
      ['2025-05-08', 'Tag der Befreiung'],
      ['2025-06-06', 'Start LFW24 (24-Stunden-Lieferantenwechsel)'],
    ]);
    expect(all.every((h) => h.type === HolidayType.SPECIAL_HOLIDAY && h.isOneTime === true)).toBe(true);
    expect(all[0]!.bundeslaender).toEqual([Bundesland.BE]);
    expect(all[2]!.bundeslaender).toEqual([]);
  });

  it('filters the special days by year', () => {
    expect(getSpecialHolidays(2025).map((h) => h.date)).toEqual(['2025-05-08', '2025-06-06']);
    expect(getSpecialHolidays(2020).map((h) => h.date)).toEqual(['2020-05-08']);
    expect(getSpecialHolidays(2026)).toEqual([]);
  });

  it('returns copies, so changing one does not change the library data', () => {
    getAllSpecialHolidays()[0]!.bundeslaender = [Bundesland.BY];
    expect(getAllSpecialHolidays()[0]!.bundeslaender).toEqual([Bundesland.BE]);
    (getAllSpecialHolidays()[1]!.bundeslaender as Bundesland[]).push(Bundesland.BY);
    expect(getAllSpecialHolidays()[1]!.bundeslaender).toEqual([Bundesland.BE]);
  });
});

describe('filterHolidaysForYear', () => {
  it('keeps only the entries of one year, in their order', () => {
    const holidays = [...getFixedHolidays(2026), ...getFixedHolidays(2025)];
    const filtered = filterHolidaysForYear(holidays, 2025);
    expect(filtered).toHaveLength(13);
    expect(filtered.every((h) => h.date.startsWith('2025-'))).toBe(true);
    expect(filterHolidaysForYear(holidays, 2024)).toEqual([]);
    const early = [...getFixedHolidays(999), ...getFixedHolidays(1999)];
    expect(filterHolidaysForYear(early, 999).map((h) => h.date)).toEqual(getFixedHolidays(999).map((h) => h.date));
  });
});

describe('year validation', () => {
  it.each([2025.5, 0, 10000, Number.NaN, '2025'])('rejects the year %s', (year) => {
    const message = /^Invalid year .*: expected an integer from 1 to 9999$/;
    expect(() => getFixedHolidays(year as number)).toThrow(message);
    expect(() => getMovingHolidays(year as number)).toThrow(message);
    expect(() => getSpecialHolidays(year as number)).toThrow(message);
    expect(() => getEasterSunday(year as number)).toThrow(message);
    expect(() => filterHolidaysForYear([], year as number)).toThrow(message);
  });

  it('accepts the smallest and largest supported years', () => {
    expect(getFixedHolidays(1)[0]!.date).toBe('0001-01-01');
    expect(getMovingHolidays(9999)).toHaveLength(8);
  });
});
