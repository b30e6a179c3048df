import {Commodity, DeadlineCalculator as Calculator, UseCase, type DeadlineResult} from '@energy-xrm/deadlines';
import clsx from 'clsx';
import {useId, useMemo, useState} from 'react';
import DateFields, {isoOf, partsOf, type DateParts} from './DateFields';
import {longDate, plural, reasonOf} from './format';
import styles from './styles.module.css';

// A fixed default keeps the server-rendered HTML and the first client render identical.
const DEFAULT_FROM = '2025-10-01';
const calculator = new Calculator();

const COMMODITIES = [
  {value: Commodity.POWER, label: 'Power (GPKE)'},
  {value: Commodity.GAS, label: 'Gas (GeLi Gas)'},
] as const;
const USE_CASES = [
  {value: UseCase.SWITCH, label: 'Supplier switch'},
  {value: UseCase.RELOCATION, label: 'Relocation (move-in)'},
] as const;

type Outcome = {result: DeadlineResult} | {error: string};

function run(commodity: Commodity, useCase: UseCase, requiresTermination: boolean, from?: string): Outcome {
  if (!from) return {error: 'Enter a request date that exists: a day of the chosen month and a four-digit year.'};
  try {
    return {result: calculator.calculateEarliestStartDate({commodity, useCase, requiresTermination}, from)};
  } catch (error) {
    return {error: error instanceof Error ? error.message : String(error)};
  }
}

/**
 * A live calculator for supplier-switching deadlines on top of @energy-xrm/deadlines: choose the case and the
 * request date, and read the earliest supply start with the rule and the non-working days that were skipped.
 */
export default function DeadlineCalculator(): React.JSX.Element {
  const id = useId();
  const [commodity, setCommodity] = useState<Commodity>(Commodity.POWER);
  const [useCase, setUseCase] = useState<UseCase>(UseCase.SWITCH);
  const [requiresTermination, setRequiresTermination] = useState(true);
  const [date, setDate] = useState<DateParts>(() => partsOf(DEFAULT_FROM));
  const from = isoOf(date);
  const outcome = useMemo(
    () => run(commodity, useCase, requiresTermination, from),
    [commodity, useCase, requiresTermination, from],
  );

  return (
    <div className={styles.calculator}>
      <form
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        aria-label="Switching deadline calculator">
        <fieldset className={styles.fieldset}>
          <legend>Commodity</legend>
          {COMMODITIES.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-commodity`}
                value={option.value}
                checked={commodity === option.value}
                onChange={() => setCommodity(option.value)}
              />
              {option.label}
            </label>
          ))}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Use case</legend>
          {USE_CASES.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-use-case`}
                value={option.value}
                checked={useCase === option.value}
                onChange={() => setUseCase(option.value)}
              />
              {option.label}
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={requiresTermination}
              aria-describedby={`${id}-termination-hint`}
              onChange={(event) => setRequiresTermination(event.target.checked)}
            />
            The new supplier terminates the old contract
          </label>
          <p id={`${id}-termination-hint`} className={styles.hint}>
            A relocation has no rule with termination; tick both to see the error the library raises.
          </p>
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>Request date (not counted)</legend>
          <DateFields id={id} value={date} onChange={setDate} />
        </fieldset>
      </form>

      <section className={styles.results} aria-live="polite" aria-labelledby={`${id}-results`}>
        <h3 id={`${id}-results`} className={styles.heading}>
          Result
        </h3>
        {'error' in outcome ? (
          <p className={clsx('alert alert--warning', styles.error)} data-testid="deadline-error">
            {outcome.error}
          </p>
        ) : (
          <>
            <dl className={styles.values}>
              <div className={styles.primary}>
                <dt>Earliest supply start</dt>
                <dd data-testid="deadline-earliest">
                  <time dateTime={outcome.result.earliestStartDateString}>
                    {longDate(outcome.result.earliestStartDateString)}
                  </time>
                </dd>
              </div>
              <div>
                <dt>Rule applied</dt>
                <dd data-testid="deadline-rule">
                  <code>{outcome.result.ruleApplied.id}</code>, {plural(outcome.result.ruleApplied.requiredWorkingDays)}
                </dd>
              </div>
              <div>
                <dt>Working days counted</dt>
                <dd data-testid="deadline-working-days">{outcome.result.workingDaysApplied}</dd>
              </div>
              <div>
                <dt>Calendar days total</dt>
                <dd data-testid="deadline-calendar-days">{outcome.result.calendarDaysTotal}</dd>
              </div>
              <div>
                <dt>Retrospective</dt>
                <dd data-testid="deadline-retrospective">
                  {outcome.result.isRetrospective
                    ? `Yes, up to ${outcome.result.ruleApplied.maxRetrospectiveDays ?? 0} days back`
                    : 'No'}
                </dd>
              </div>
            </dl>
            <p className={styles.hint}>{outcome.result.ruleApplied.description}</p>
            <h4 className={styles.heading}>Skipped non-working days</h4>
            {outcome.result.skippedDays.length === 0 ? (
              <p className={styles.hint} data-testid="deadline-skipped">
                None
              </p>
            ) : (
              <ul className={styles.skipped} data-testid="deadline-skipped">
                {outcome.result.skippedDays.map((day) => (
                  <li key={day.date}>
                    <time dateTime={day.date}>{longDate(day.date)}</time>: {reasonOf(day)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
