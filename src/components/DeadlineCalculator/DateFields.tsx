import {MONTHS} from './format';
import styles from './styles.module.css';

export interface DateParts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const partsOf = (iso: string): DateParts => {
  const [year = '', month = '', day = ''] = iso.split('-');
  return {day: String(Number(day)), month: String(Number(month)), year};
};

/** The ISO date of the parts, or undefined when they name no day of the calendar (31 February). */
export function isoOf({day, month, year}: DateParts): string | undefined {
  const [d, m, y] = [Number(day), Number(month), Number(year)];
  if (!Number.isInteger(d) || !Number.isInteger(y) || y < 1000 || y > 9999) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined;
  return date.toISOString().slice(0, 10);
}

interface Props {
  readonly id: string;
  readonly value: DateParts;
  readonly onChange: (value: DateParts) => void;
}

/**
 * The request date as day, month and year. A browser's date field writes the date in the
 * browser's language and order ("01.10.2025"), while the result below is written in English: these
 * fields are English everywhere, like the rest of the site.
 */
export default function DateFields({id, value, onChange}: Props): React.JSX.Element {
  return (
    <div className={styles.dateFields}>
      <label className={styles.field} htmlFor={`${id}-day`}>
        <span>Day</span>
        <input
          id={`${id}-day`}
          type="number"
          inputMode="numeric"
          min={1}
          max={31}
          required
          value={value.day}
          onChange={(event) => onChange({...value, day: event.target.value})}
        />
      </label>
      <label className={styles.field} htmlFor={`${id}-month`}>
        <span>Month</span>
        <select
          id={`${id}-month`}
          value={value.month}
          onChange={(event) => onChange({...value, month: event.target.value})}>
          {MONTHS.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field} htmlFor={`${id}-year`}>
        <span>Year</span>
        <input
          id={`${id}-year`}
          type="number"
          inputMode="numeric"
          min={1000}
          max={9999}
          required
          value={value.year}
          onChange={(event) => onChange({...value, year: event.target.value})}
        />
      </label>
    </div>
  );
}
