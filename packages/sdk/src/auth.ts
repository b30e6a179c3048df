import {createClient, type TokenSource} from './client.js';
import {unwrap} from './errors.js';
import type {FetchFunction, RetryOptions} from './retry.js';
import type {Schema, SchemaInput} from './types.js';

/** What to create: the body of `createAccessToken` (`token_type`, `name`, `assignments`, `expires_at`, …). */
export type AccessTokenRequest = SchemaInput<'access-token', 'AccessTokenCreate'>;

/** The created token record; `token` holds the token string, shown only in this response. */
export type CreatedAccessToken = Schema<'access-token', 'CreatedAccessToken'>;

/** Options of {@link createAccessToken}. */
export interface CreateAccessTokenOptions {
  /** A token allowed to create access tokens, for example an administrator's session token. */
  readonly token: TokenSource;
  /** The new token's type, name, roles and expiry. */
  readonly body: AccessTokenRequest;
  /**
   * Makes the request safe to repeat: a second request with the same key within 24 hours returns
   * the first token instead of a new one. Default: a random UUID per call.
   */
  readonly idempotencyKey?: string;
  /** Where the Access Token API lives. Default: the server in its spec. */
  readonly baseUrl?: string;
  /** Retry settings, as for {@link createClient}. Default: the standard retries, which are safe here. */
  readonly retry?: boolean | RetryOptions;
  /** The fetch to use. Default: the global `fetch`. */
  readonly fetch?: FetchFunction;
}

/**
 * Obtains a long-lived access token from the Access Token API (`createAccessToken`) and returns
 * the created record; pass its `token` to {@link createClient}. Store the token string in a secret
 * store straight away: no other call ever returns it again.
 *
 * @example
 * ```ts
 * const created = await createAccessToken({
 *   token: adminToken,
 *   body: {token_type: 'app', name: 'ERP order import', assignments: ['728394:order-import']},
 * });
 * const orders = createClient({service: 'order', token: created.token});
 * ```
 *
 * @throws {@link ApiError} when the service refuses, for example `403` for roles you do not hold
 */
export async function createAccessToken(options: CreateAccessTokenOptions): Promise<CreatedAccessToken> {
  const client = createClient({
    service: 'access-token',
    token: options.token,
    retry: options.retry ?? true,
    ...(options.baseUrl !== undefined && {baseUrl: options.baseUrl}),
    ...(options.fetch && {fetch: options.fetch}),
  });
  return unwrap(
    client.POST('/v1/access-tokens', {
      params: {header: {'Idempotency-Key': options.idempotencyKey ?? crypto.randomUUID()}},
      body: options.body,
    }),
  );
}
