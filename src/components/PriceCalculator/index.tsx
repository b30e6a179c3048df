import {formatAmount, PricingModel, type TaxRateKey} from '@energy-xrm/pricing';
import clsx from 'clsx';
import {useId, useMemo, useRef, useState} from 'react';
import {calculate, type CalculatorState, INITIAL_STATE, kindOf, MODELS, type Row, TAX_OPTIONS, UNIT} from './calculate';
import styles from './styles.module.css';

/** The docs are in English, and the inputs take decimals with a dot, so the output uses English number formats. */
const LOCALE = 'en-US';

/**
 * A live price calculator on top of @energy-xrm/pricing: choose a pricing model, edit the tiers,
 * consumption, quantity and tax, and read the net, tax and gross amounts with the per-tier breakdown.
 */
export default function PriceCalculator(): React.JSX.Element {
  const id = useId();
  const nextRowId = useRef(100);
  const [state, setState] = useState<CalculatorState>(INITIAL_STATE);
  const outcome = useMemo(() => calculate(state), [state]);
  const kind = kindOf(state.model);
  const unit = UNIT[kind];
  const rows = state.rows[kind];
  const set = (patch: Partial<CalculatorState>) => setState((current) => ({...current, ...patch}));
  const setRows = (change: (rows: readonly Row[]) => readonly Row[]) =>
    setState((current) => ({...current, rows: {...current.rows, [kind]: change(current.rows[kind])}}));
  const editRow = (rowId: number, patch: Partial<Row>) =>
    setRows((all) => all.map((row) => (row.id === rowId ? {...row, ...patch} : row)));
  const money = (cents: number) =>
    formatAmount(cents, 'error' in outcome ? undefined : outcome.result.currency, LOCALE);

  return (
    <div className={styles.calculator}>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} aria-label="Price calculator">
        <fieldset className={styles.fieldset}>
          <legend>Price</legend>
          <label className={styles.field} htmlFor={`${id}-model`}>
            <span>Pricing model</span>
            <select
              id={`${id}-model`}
              value={state.model}
              onChange={(event) => set({model: event.target.value as PricingModel})}>
              {MODELS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {state.model === PricingModel.perUnit ? (
            <label className={styles.field} htmlFor={`${id}-unit`}>
              <span>Unit price (€/kWh)</span>
              <input
                id={`${id}-unit`}
                inputMode="decimal"
                value={state.unitPrice}
                onChange={(event) => set({unitPrice: event.target.value})}
              />
            </label>
          ) : (
            <>
              <ol className={styles.tiers}>
                {rows.map((row, index) => (
                  <li key={row.id} className={styles.tier}>
                    <label className={styles.field}>
                      <span>
                        <span className={styles.srOnly}>Tier {index + 1}: </span>Up to ({unit})
                      </span>
                      <input
                        inputMode="decimal"
                        value={row.upTo}
                        placeholder="open"
                        onChange={(event) => editRow(row.id, {upTo: event.target.value})}
                      />
                    </label>
                    <label className={styles.field}>
                      <span>
                        <span className={styles.srOnly}>Tier {index + 1}: </span>
                        {kind === 'flat' ? 'Flat fee (€)' : `Unit price (€/${unit})`}
                      </span>
                      <input
                        inputMode="decimal"
                        value={row.price}
                        onChange={(event) => editRow(row.id, {price: event.target.value})}
                      />
                    </label>
                    <button
                      type="button"
                      className={clsx('button button--outline button--primary', styles.remove)}
                      onClick={() => setRows((all) => all.filter((other) => other.id !== row.id))}
                      disabled={rows.length === 1}
                      aria-label={`Remove tier ${index + 1}`}>
                      Remove
                    </button>
                  </li>
                ))}
              </ol>
              <p className={styles.hint}>
                Leave “Up to” empty on the last tier to keep it open. Use a dot for decimals.
              </p>
              <button
                type="button"
                className={clsx('button button--primary', styles.add)}
                onClick={() => setRows((all) => [...all, {id: nextRowId.current++, upTo: '', price: ''}])}>
                Add tier
              </button>
            </>
          )}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Quantities</legend>
          <label className={styles.field} htmlFor={`${id}-consumption`}>
            <span>Consumption ({unit}, the price-mapping input)</span>
            <input
              id={`${id}-consumption`}
              inputMode="decimal"
              value={state.consumption}
              aria-describedby={`${id}-consumption-hint`}
              onChange={(event) => set({consumption: event.target.value})}
            />
          </label>
          <p id={`${id}-consumption-hint`} className={styles.hint}>
            Leave it empty to price without a mapping: the tier is then chosen as for a quantity of 1.
          </p>
          <label className={styles.field} htmlFor={`${id}-quantity`}>
            <span>Product quantity</span>
            <input
              id={`${id}-quantity`}
              inputMode="decimal"
              value={state.quantity}
              onChange={(event) => set({quantity: event.target.value})}
            />
          </label>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Tax</legend>
          {TAX_OPTIONS.map((option) => (
            <label key={option.key} className={styles.choice}>
              <input
                type="radio"
                name={`${id}-tax`}
                value={option.key}
                checked={state.taxKey === option.key}
                onChange={(event) => set({taxKey: event.target.value as TaxRateKey})}
              />
              {option.label}
            </label>
          ))}
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={state.inclusive}
              onChange={(event) => set({inclusive: event.target.checked})}
            />
            Prices include tax (gross)
          </label>
        </fieldset>
      </form>

      <div className={styles.results} aria-live="polite">
        {'error' in outcome ? (
          <p className={clsx('alert alert--danger', styles.error)} data-testid="price-error">
            {outcome.error}
          </p>
        ) : (
          <>
            {outcome.result.tiers_details && (
              <table className={styles.breakdown} data-testid="price-tiers">
                <caption>Tier breakdown</caption>
                <thead>
                  <tr>
                    <th scope="col">Tier</th>
                    <th scope="col">Charged</th>
                    <th scope="col">Net</th>
                  </tr>
                </thead>
                <tbody>
                  {outcome.result.tiers_details.map((detail, index) => (
                    <tr key={detail.tier_index}>
                      <td>{outcome.tiers[index]}</td>
                      <td>× {detail.quantity.toLocaleString(LOCALE)}</td>
                      <td>{money(detail.amount_subtotal)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <dl className={styles.totals}>
              <div aria-atomic="true">
                <dt>Subtotal (net)</dt>
                <dd data-testid="price-subtotal">{money(outcome.result.amount_subtotal)}</dd>
              </div>
              <div aria-atomic="true">
                <dt>Tax ({Math.round(outcome.result.tax_rate * 100)} %)</dt>
                <dd data-testid="price-tax">{money(outcome.result.amount_tax)}</dd>
              </div>
              <div aria-atomic="true" className={styles.grand}>
                <dt>Total (gross)</dt>
                <dd data-testid="price-total">{money(outcome.result.amount_total)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </div>
  );
}
