/**
 * The energy commodity a supply contract is about.
 *
 * Power follows the GPKE process rules, gas follows GeLi Gas.
 *
 * @example
 * ```ts
 * import {Commodity} from '@energy-xrm/deadlines';
 * const commodity = Commodity.POWER; // 'power'
 * ```
 */
export enum Commodity {
  /** Electricity, switched under GPKE. */
  POWER = 'power',
  /** Natural gas, switched under GeLi Gas. */
  GAS = 'gas',
}

/**
 * The market process that starts the supply.
 *
 * There are no cancellation or move-out use cases: whether the customer's
 * old contract has to be terminated is the separate
 * {@link SwitchingCase.requiresTermination} flag.
 *
 * @example
 * ```ts
 * import {UseCase} from '@energy-xrm/deadlines';
 * const useCase = UseCase.SWITCH; // 'switch'
 * ```
 */
export enum UseCase {
  /** Move-in (Einzug) or a new connection: nobody supplies the site for this customer yet. */
  RELOCATION = 'relocation',
  /** Supplier switch (Lieferantenwechsel): the customer leaves another supplier at the same site. */
  SWITCH = 'switch',
}

/**
 * Why a calendar day is not a working day.
 *
 * @example
 * ```ts
 * import {CalendarProvider, HolidayType} from '@energy-xrm/deadlines';
 * const info = new CalendarProvider().getDayInfo('2025-12-24');
 * info.reasonTypes; // [HolidayType.OPERATIONAL_HOLIDAY]
 * ```
 */
export enum HolidayType {
  /** Saturday or Sunday. Used in {@link DayInfo.reasonTypes}, never as the type of a {@link Holiday}. */
  WEEKEND = 'weekend',
  /** A statutory public holiday, nationwide or in one or more federal states. */
  PUBLIC_HOLIDAY = 'public_holiday',
  /** A day that market communication treats as non-working although it is no public holiday: 24 December and 31 December. */
  OPERATIONAL_HOLIDAY = 'operational_holiday',
  /**
   * A one-off or otherwise special non-working day, such as 2025-06-06 (start of
   * the 24-hour power switch). Custom holidays get this type unless you set another.
   *
   * Older versions of this enum used the value `'sonderfeiertag'`; compare
   * against the enum member, not the string, to stay independent of the value.
   */
  SPECIAL_HOLIDAY = 'special_holiday',
}

/**
 * The 16 German federal states. The key is the official two-letter code, the
 * value the full German name.
 *
 * A `Bundesland` only labels where a holiday applies. Deadline calculations
 * take no state input: a holiday in any one state is a non-working day for
 * every calculation.
 *
 * @example
 * ```ts
 * import {Bundesland} from '@energy-xrm/deadlines';
 * Bundesland.NW; // 'Nordrhein-Westfalen'
 * ```
 */
export enum Bundesland {
  /** Baden-Württemberg. */
  BW = 'Baden-Württemberg',
  /** Bavaria. */
  BY = 'Bayern',
  /** Berlin. */
  BE = 'Berlin',
  /** Brandenburg. */
  BB = 'Brandenburg',
  /** Bremen. */
  HB = 'Bremen',
  /** Hamburg. */
  HH = 'Hamburg',
  /** Hesse. */
  HE = 'Hessen',
  /** Mecklenburg-Western Pomerania. */
  MV = 'Mecklenburg-Vorpommern',
  /** Lower Saxony. */
  NI = 'Niedersachsen',
  /** North Rhine-Westphalia. */
  NW = 'Nordrhein-Westfalen',
  /** Rhineland-Palatinate. */
  RP = 'Rheinland-Pfalz',
  /** Saarland. */
  SL = 'Saarland',
  /** Saxony. */
  SN = 'Sachsen',
  /** Saxony-Anhalt. */
  ST = 'Sachsen-Anhalt',
  /** Schleswig-Holstein. */
  SH = 'Schleswig-Holstein',
  /** Thuringia. */
  TH = 'Thüringen',
}
