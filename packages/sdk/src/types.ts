import type {
  Readable,
  ServiceComponents,
  ServiceName,
  ServiceOperations,
  ServicePaths,
  Writable,
} from './generated/services.js';

export type {ServiceComponents, ServiceName, ServiceOperations, ServicePaths};

/** The names of the schemas a service declares in `components.schemas` (shared ones included). */
export type SchemaName<S extends ServiceName> = keyof ServiceComponents[S]['schemas'] & string;

/**
 * A schema of a service as the service returns it: write-only fields are left out.
 *
 * @example
 * ```ts
 * type Contact = Schema<'customer', 'Contact'>;
 * ```
 */
export type Schema<S extends ServiceName, N extends SchemaName<S>> = Readable<ServiceComponents[S]['schemas'][N]>;

/**
 * A schema of a service as you send it in a request body: read-only fields (ids, timestamps)
 * are left out.
 */
export type SchemaInput<S extends ServiceName, N extends SchemaName<S>> = Writable<ServiceComponents[S]['schemas'][N]>;

/** The operation ids of a service, for example `'getEntity'` for the Entity API. */
export type OperationId<S extends ServiceName> = keyof ServiceOperations[S] & string;
