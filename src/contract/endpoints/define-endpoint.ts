import type { Static, TObject, TSchema } from 'typebox';
import type { ContractSchemas } from './contract-schemas.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What an endpoint takes (path parameters, query, JSON body) and, by 2xx status, what it answers. */
export interface EndpointSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  response: { readonly [status: number]: TSchema };
}

/**
 * One endpoint of the API, written once and used by both programs: the server registers its route from it
 * (server/http/route.ts) and the PWA calls it through it (src/lib/http/call-api.ts), so a renamed path or a changed
 * schema breaks the compilation of both sides instead of a request at run time.
 */
export interface Endpoint<
  Method extends HttpMethod = HttpMethod,
  Path extends string = string,
  Schemas extends EndpointSchemas = EndpointSchemas,
  Multipart extends boolean = boolean,
> {
  readonly method: Method;
  /** Fastify style: `/v1/process/:orgId/:processId`. */
  readonly path: Path;
  /** A multipart form upload: its body is read by the handler, not checked against a schema. */
  readonly multipart: Multipart;
  /** The schemas, read from the contract's schema modules; only the server calls this (see ContractSchemas). */
  readonly schemas: (contract: ContractSchemas) => Schemas;
}

export type SchemasOf<E extends Endpoint> = ReturnType<E['schemas']>;

/** The path parameters, typed by the params schema: `{ orgId: number; processId: number }`. */
export type ParamsOf<E extends Endpoint> =
  SchemasOf<E> extends { params: infer T extends TSchema } ? Static<T> : Record<string, never>;

/** The query the endpoint takes, or never when it takes none. */
export type QueryOf<E extends Endpoint> = SchemasOf<E> extends { query: infer T extends TSchema } ? Static<T> : never;

/** The JSON body the endpoint takes, or never when it takes none. */
export type BodyOf<E extends Endpoint> = SchemasOf<E> extends { body: infer T extends TSchema } ? Static<T> : never;

type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * The schemas an endpoint on this path may have: a params object with a property for each `:name` of the path, or no
 * params at all when the path has none (a property the path lacks is caught by tests/server/endpoint-registry.test.ts).
 */
type SchemasForPath<Path extends string> = [PathParamNames<Path>] extends [never]
  ? EndpointSchemas & { params?: never }
  : EndpointSchemas & { params: TObject<Record<PathParamNames<Path>, TSchema>> };

export interface EndpointDefinition<
  Method extends HttpMethod,
  Path extends string,
  Schemas extends EndpointSchemas,
  Multipart extends boolean,
> {
  method: Method;
  path: Path;
  multipart?: Multipart;
  schemas: (contract: ContractSchemas) => Schemas;
}

/** An endpoint, its method and path kept as literal types. */
export function defineEndpoint<
  const Method extends HttpMethod,
  const Path extends `/${string}`,
  Schemas extends SchemasForPath<Path>,
  const Multipart extends boolean = false,
>(definition: EndpointDefinition<Method, Path, Schemas, Multipart>): Endpoint<Method, Path, Schemas, Multipart> {
  return {
    method: definition.method,
    path: definition.path,
    multipart: (definition.multipart ?? false) as Multipart,
    schemas: definition.schemas,
  };
}
