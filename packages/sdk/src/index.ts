/**
 * Typed clients for every Energy XRM REST service, generated from the OpenAPI specs: bearer-token
 * authentication, typed errors with the shared Error model, cursor pagination and retries that
 * honour `Retry-After`.
 *
 * @packageDocumentation
 */
export {createClient, resolveToken} from './client.js';
export type {ClientOptions, EnergyXrmClient, TokenSource} from './client.js';
export {createAccessToken} from './auth.js';
export type {AccessTokenRequest, CreateAccessTokenOptions, CreatedAccessToken} from './auth.js';
export {ApiError, contextOf, parseRetryAfter, unwrap} from './errors.js';
export type {ErrorBody, ErrorDetail, FetchResultLike, RequestContext, UnwrappedData} from './errors.js';
export {pages, paginate} from './pagination.js';
export type {Page, PageFetcher, PageInfo, PageResult, PaginateOptions} from './pagination.js';
export {DEFAULT_RETRY, withRetries} from './retry.js';
export type {FetchFunction, RetryOptions} from './retry.js';
export {serviceInfo, serviceNames} from './generated/services.js';
export type {GeneratedServiceInfo} from './generated/services.js';
export type {
  OperationId,
  Schema,
  SchemaInput,
  SchemaName,
  ServiceComponents,
  ServiceName,
  ServiceOperations,
  ServicePaths,
} from './types.js';
