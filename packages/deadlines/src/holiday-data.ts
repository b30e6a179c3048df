/* The built-in holiday data: fixed and moving templates and the special days. Not part of the public API. */
import type {Holiday} from './calendar-types.js';
import {dayFromParts, weekdayOf} from './dates.js';
import {Bundesland as S, HolidayType} from './enums.js';

/** A state and, where the holiday was introduced there later, the first year it applies. */
type StateEntry = S | readonly [S, number];

export interface HolidayTemplate {
  name: string;
  type: HolidayType;
  description: string;
  /** Empty for a nationwide holiday. */
  states: readonly StateEntry[];
}

interface FixedTemplate extends HolidayTemplate {
  month: number;
  day: number;
}

interface MovingTemplate extends HolidayTemplate {
  /** Day number of the holiday, given Easter Sunday's day number and the year. */
  dayOf: (easter: number, year: number) => number;
}

const PUBLIC = HolidayType.PUBLIC_HOLIDAY;
const OPERATIONAL = HolidayType.OPERATIONAL_HOLIDAY;

export const FIXED: readonly FixedTemplate[] = [
  {month: 1, day: 1, name: 'Neujahr', type: PUBLIC, states: [], description: "New Year's Day"},
  {month: 1, day: 6, name: 'Heilige Drei Könige', type: PUBLIC, states: [S.BW, S.BY, S.ST], description: 'Epiphany'},
  {
    month: 3,
    day: 8,
    name: 'Frauentag',
    type: PUBLIC,
    states: [
      [S.BE, 2019],
      [S.MV, 2023],
    ],
    description: "International Women's Day",
  },
  {month: 5, day: 1, name: 'Tag der Arbeit', type: PUBLIC, states: [], description: 'Labour Day'},
  {
    month: 8,
    day: 15,
    name: 'Mariä Himmelfahrt',
    type: PUBLIC,
    states: [S.BY, S.SL],
    description: 'Assumption Day (in Bavaria only in some municipalities; treated as a full holiday)',
  },
  {month: 9, day: 20, name: 'Weltkindertag', type: PUBLIC, states: [[S.TH, 2019]], description: "World Children's Day"},
  {month: 10, day: 3, name: 'Tag der Deutschen Einheit', type: PUBLIC, states: [], description: 'Day of German Unity'},
  {
    month: 10,
    day: 31,
    name: 'Reformationstag',
    type: PUBLIC,
    states: [S.BB, [S.HB, 2018], [S.HH, 2018], S.MV, [S.NI, 2018], S.SN, S.ST, [S.SH, 2018], S.TH],
    description: 'Reformation Day',
  },
  {
    month: 11,
    day: 1,
    name: 'Allerheiligen',
    type: PUBLIC,
    states: [S.BW, S.BY, S.NW, S.RP, S.SL],
    description: "All Saints' Day",
  },
  {
    month: 12,
    day: 24,
    name: 'Heiligabend',
    type: OPERATIONAL,
    states: [],
    description: 'Christmas Eve: non-working in market communication (GPKE, GeLi Gas)',
  },
  {month: 12, day: 25, name: '1. Weihnachtstag', type: PUBLIC, states: [], description: 'Christmas Day'},
  {month: 12, day: 26, name: '2. Weihnachtstag', type: PUBLIC, states: [], description: 'Second day of Christmas'},
  {
    month: 12,
    day: 31,
    name: 'Silvester',
    type: OPERATIONAL,
    states: [],
    description: "New Year's Eve: non-working in market communication (GPKE, GeLi Gas)",
  },
];

/** The Wednesday before 23 November. */
function repentanceDay(year: number): number {
  const nov22 = dayFromParts(year, 11, 22);
  return nov22 - ((weekdayOf(nov22) - 3 + 7) % 7);
}

export const MOVING: readonly MovingTemplate[] = [
  {dayOf: (e) => e - 2, name: 'Karfreitag', type: PUBLIC, states: [], description: 'Good Friday'},
  {dayOf: (e) => e, name: 'Ostersonntag', type: PUBLIC, states: [], description: 'Easter Sunday'},
  {dayOf: (e) => e + 1, name: 'Ostermontag', type: PUBLIC, states: [], description: 'Easter Monday'},
  {dayOf: (e) => e + 39, name: 'Christi Himmelfahrt', type: PUBLIC, states: [], description: 'Ascension Day'},
  {dayOf: (e) => e + 49, name: 'Pfingstsonntag', type: PUBLIC, states: [], description: 'Whit Sunday'},
  {dayOf: (e) => e + 50, name: 'Pfingstmontag', type: PUBLIC, states: [], description: 'Whit Monday'},
  {
    dayOf: (e) => e + 60,
    name: 'Fronleichnam',
    type: PUBLIC,
    states: [S.BW, S.BY, S.HE, S.NW, S.RP, S.SL],
    description: 'Corpus Christi',
  },
  {
    dayOf: (_e, y) => repentanceDay(y),
    name: 'Buß- und Bettag',
    type: PUBLIC,
    states: [S.SN],
    description: 'Day of Repentance and Prayer (Wednesday before 23 November)',
  },
];

export const SPECIAL: readonly Holiday[] = [
  {
    date: '2020-05-08',
    name: 'Tag der Befreiung',
    type: HolidayType.SPECIAL_HOLIDAY,
    bundeslaender: [S.BE],
    description:
      'Liberation Day, 75th anniversary of the end of the Second World War in Europe (Berlin, one year only)',
    isOneTime: true,
  },
  {
    date: '2025-05-08',
    name: 'Tag der Befreiung',
    type: HolidayType.SPECIAL_HOLIDAY,
    bundeslaender: [S.BE],
    description:
      'Liberation Day, 80th anniversary of the end of the Second World War in Europe (Berlin, one year only)',
    isOneTime: true,
  },
  {
    date: '2025-06-06',
    name: 'Start LFW24 (24-Stunden-Lieferantenwechsel)',
    type: HolidayType.SPECIAL_HOLIDAY,
    bundeslaender: [],
    description: 'Go-live of the 24-hour power supplier switch (LFW24); treated as a nationwide non-working day',
    isOneTime: true,
  },
];
