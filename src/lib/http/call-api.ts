import type { Static, TNull, TSchema } from 'typebox';
import type {
  BodyOf,
  Endpoint,
  EndpointSchemas,
  ParamsOf,
  QueryOf,
  SchemasOf,
} from '../../contract/endpoints/define-endpoint';
import { endpointPath } from '../../contract/endpoints/endpoint-path';
import type { FileBody } from '../../contract/file-answers';
import { apiRequest, type RequestOptions } from '../http';
import { upload, type UploadOptions } from './upload';
import type { QueryParams } from '../query-params';

/** A success as the client hands it over: JSON parsed, a 204 as undefined, a file as a Blob (text types as a string). */
type Received<S> = S extends TNull
  ? undefined
  : S extends TSchema
    ? [Static<S>] extends [FileBody]
      ? [FileBody] extends [Static<S>]
        ? Blob | string
        : Static<S>
      : Static<S>
    : never;

type Responses<E extends Endpoint> = SchemasOf<E>['response'];

/** What the endpoint answers on success, whichever 2xx it is. */
export type AnswerOf<E extends Endpoint> = {
  [Status in keyof Responses<E>]: Received<Responses<E>[Status]>;
}[keyof Responses<E>];

/** Empty values are dropped before sending (docs/product.md#query-parameters), so an optional filter may be null. */
type Filters<Query> = { [Key in keyof Query]: undefined extends Query[Key] ? Query[Key] | null : Query[Key] };

type QueryOption<E extends Endpoint> =
  SchemasOf<E> extends { query: TSchema }
    ? Record<string, never> extends QueryOf<E>
      ? { query?: Filters<QueryOf<E>> }
      : { query: Filters<QueryOf<E>> }
    : { query?: never };

type ParamsOption<E extends Endpoint> =
  SchemasOf<E> extends { params: TSchema } ? { params: ParamsOf<E> } : { params?: never };

type BodyOption<E extends Endpoint> = SchemasOf<E> extends { body: TSchema } ? { body: BodyOf<E> } : { body?: never };

/** A call's options: the endpoint's params, query and body, typed by its schemas, and the client's own options. */
export type CallOptions<E extends Endpoint> = Omit<RequestOptions, 'method' | 'query' | 'body'> &
  ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E>;

/** The options may be left out when the endpoint needs nothing (no params, no required query, no body). */
type CallArguments<E extends Endpoint, Options> =
  Record<string, never> extends ParamsOption<E> & QueryOption<E> & BodyOption<E>
    ? [options?: Options]
    : [options: Options];

/** `responseAs: 'blob'` answers the unparsed body. */
type CallAnswer<E extends Endpoint, Options> = Options extends { responseAs: 'blob' } ? Blob : AnswerOf<E>;

function requestOf<E extends Endpoint>(endpoint: E, options: CallOptions<E> | undefined): [string, RequestOptions] {
  const { params, query, body, ...rest } = (options ?? {}) as CallOptions<Endpoint> & {
    params?: object;
    query?: object;
    body?: unknown;
  };
  const path = endpointPath(endpoint, (params ?? {}) as ParamsOf<E>);
  return [path, { ...rest, method: endpoint.method, query: query as QueryParams | undefined, body }];
}

/**
 * Calls an endpoint of the API (src/contract/endpoints/) through apiRequest: the path is the descriptor's, its
 * `:params` filled in and URI-encoded, and params, query, body and answer are typed by the endpoint's schemas.
 */
export function callApi<E extends Endpoint, Options extends CallOptions<E> = CallOptions<E>>(
  endpoint: E,
  ...[options]: CallArguments<E, Options>
): Promise<CallAnswer<E, Options>> {
  const [path, request] = requestOf(endpoint, options);
  return apiRequest<CallAnswer<E, Options>>(path, request);
}

/** An upload's options: the endpoint's params and the form, with upload()'s own options (progress, Idempotency-Key…). */
export type UploadCallOptions<E extends Endpoint> = Omit<UploadOptions, 'method' | 'body'> &
  ParamsOption<E> & { body: FormData };

/** A multipart upload to the endpoint, with progress (upload() in lib/http.ts). */
export function callUpload<E extends Endpoint<'POST' | 'PUT', string, EndpointSchemas, true>>(
  endpoint: E,
  options: UploadCallOptions<E>,
): Promise<AnswerOf<E>> {
  const { params, ...rest } = options as UploadCallOptions<Endpoint> & { params?: object };
  return upload<AnswerOf<E>>(endpointPath(endpoint, (params ?? {}) as ParamsOf<E>), {
    ...rest,
    method: endpoint.method,
  });
}
