import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import { ErrorResponse } from '../../src/contract/common.ts';
import type { Endpoint, EndpointSchemas, SchemasOf } from '../../src/contract/endpoints/define-endpoint.ts';
import type { RouteAccess } from '../auth/access.ts';
import { contractSchemas } from './contract-schemas.ts';

/** A route plugin's instance: its handlers are typed by their schemas. */
export type TypeBoxApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** The Fastify schema that types a handler: the endpoint's params, query, body and success answers. */
interface RouteSchema<Schemas extends EndpointSchemas> extends FastifySchema {
  params: Schemas extends { params: infer T } ? T : undefined;
  querystring: Schemas extends { query: infer T } ? T : undefined;
  body: Schemas extends { body: infer T } ? T : undefined;
  response: Schemas['response'];
}

/** A handler of the endpoint: request.params, query and body, and the answer, are typed by the endpoint's schemas. */
export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchema<SchemasOf<E>>,
  TypeBoxTypeProvider,
  FastifyBaseLogger
>;

/** What the server adds to an endpoint: who may call it, its OpenAPI words, and how it fails. */
export interface RouteSettings {
  access: RouteAccess;
  tags?: readonly string[];
  summary?: string;
  /** The statuses it fails with, each declared in OpenAPI as an ErrorResponse. */
  errors: readonly number[];
  /** Left out of the OpenAPI document (test-only routes). */
  hide?: boolean;
  bodyLimit?: number;
}

/** OpenAPI security requirement of routes that need the bearer ID token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** ErrorResponse for the given statuses, so the OpenAPI document lists each route's failures. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
}

/**
 * Registers the endpoint's route: method, URL, params, query, body and success answers come from the shared
 * descriptor (src/contract/endpoints/), the rest from `settings`. Every route but a public one declares the bearer
 * token in OpenAPI. The descriptor rides in `config.endpoint`, where the route catalogue reads it.
 */
export function route<E extends Endpoint>(
  app: TypeBoxApp,
  endpoint: E,
  settings: RouteSettings,
  handler: EndpointHandler<E>,
): void {
  const schemas: EndpointSchemas = endpoint.schemas(contractSchemas);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: { access: settings.access, endpoint },
    ...(settings.bodyLimit === undefined ? {} : { bodyLimit: settings.bodyLimit }),
    schema: {
      ...(settings.tags === undefined ? {} : { tags: [...settings.tags] }),
      ...(settings.summary === undefined ? {} : { summary: settings.summary }),
      ...(settings.access.kind === 'public' ? {} : { security: BEARER_SECURITY }),
      ...(settings.hide ? { hide: true } : {}),
      ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
      ...(schemas.params === undefined ? {} : { params: schemas.params }),
      ...(schemas.query === undefined ? {} : { querystring: schemas.query }),
      ...(schemas.body === undefined ? {} : { body: schemas.body }),
      response: { ...schemas.response, ...errorResponses(...settings.errors) },
    },
    // The handler's types were checked against the endpoint's schemas above; Fastify's own inference cannot see them here.
    handler: handler as RouteHandlerMethod,
  });
}
