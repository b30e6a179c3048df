/** A value a query may bind: everything the events and feedback need, nothing a driver would guess at. */
export type SqlValue = string | number | boolean | null | Date | readonly string[];

export type Row = Record<string, unknown>;

/**
 * The one query layer over both engines. SQL text is always a constant with `$1`-style
 * placeholders; values travel only as parameters.
 */
export interface Sql {
  query<R extends Row = Row>(text: string, params?: readonly SqlValue[]): Promise<R[]>;
  /** Several statements without parameters: the migrations' SQL files. */
  script(text: string): Promise<void>;
}

export interface Database extends Sql {
  readonly engine: 'PGlite' | 'PostgreSQL';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
