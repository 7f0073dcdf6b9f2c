import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint, EndpointSchemas } from '../../src/contract/endpoints/define-endpoint.ts';
import { processEndpoints } from '../../src/contract/endpoints/processes.ts';
import { member } from '../../server/auth/access.ts';
import { contractSchemas } from '../../server/http/contract-schemas.ts';
import { route, type TypeBoxApp } from '../../server/http/route.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

/**
 * The descriptors of src/contract/endpoints/ and the server agree: every API route the server registers comes from a
 * descriptor, with the descriptor's method, path and schemas, and every descriptor is registered exactly once. The
 * PWA calls only descriptors (lint refuses URL literals), so what it calls is what the server serves.
 */
const ENDPOINTS_DIR = join(process.cwd(), 'src/contract/endpoints');
const API_ROUTE = /^\/v[12](\/|$)/;
/** Routes that are not JSON APIs of the product and stay outside the descriptors (docs/api.md#endpoints-in-the-contract). */
const NOT_DESCRIBED = [
  'GET /app-config.json',
  'GET /docs/json',
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'GET /metrics',
];

interface Described {
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  typeof (value as Endpoint).schemas === 'function';

/** Every descriptor of every area file, named `areaEndpoints.name`. */
async function allDescriptors(): Promise<Described[]> {
  const found: Described[] = [];
  for (const file of readdirSync(ENDPOINTS_DIR)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module = (await import(join(ENDPOINTS_DIR, file))) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [name, endpoint] of Object.entries(value))
        if (isEndpoint(endpoint)) found.push({ name: `${exportName}.${name}`, endpoint });
    }
  }
  return found;
}

const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
const schemaKeys = (schema: unknown) =>
  Object.keys((schema as { properties?: object } | undefined)?.properties ?? {}).sort();

describe('endpoint descriptors and the registered routes', () => {
  let ctx: TestContext;
  let descriptors: Described[];
  beforeAll(async () => {
    // With the test-only route, which has its descriptor too.
    ctx = await createTestContext({ enableTestRoutes: true }, 1);
    descriptors = await allDescriptors();
  });
  afterAll(async () => ctx.close());

  const routes = () => ctx.app.routeCatalogue.filter((route) => route.method !== 'HEAD');

  it('finds the descriptors (the checks below are not vacuous)', () => {
    expect(descriptors.length).toBeGreaterThanOrEqual(90);
    expect(descriptors.map((d) => d.name)).toEqual(
      expect.arrayContaining(['processEndpoints.getProcess', 'movementEndpoints.uploadManualMovement']),
    );
  });

  it('gives each descriptor its own method and path, whose parameters are its params schema', () => {
    const keys = descriptors.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    for (const { name, endpoint } of descriptors) {
      expect(endpoint.path, name).toMatch(API_ROUTE);
      const schemas: EndpointSchemas = endpoint.schemas(contractSchemas);
      expect(schemaKeys(schemas.params), name).toEqual(pathParams(endpoint.path));
      const statuses = Object.keys(schemas.response).map(Number);
      expect(statuses.length, name).toBeGreaterThan(0);
      for (const status of statuses) expect(status >= 200 && status < 300, `${name} ${status}`).toBe(true);
    }
  });

  it('registers every API route from a descriptor, with its method, path and schemas', () => {
    for (const route of routes().filter((r) => API_ROUTE.test(r.url))) {
      const label = `${route.method} ${route.url}`;
      expect(route.endpoint, label).toBeDefined();
      const endpoint = route.endpoint!;
      expect(`${endpoint.method} ${endpoint.path}`).toBe(label);
      const schemas: EndpointSchemas = endpoint.schemas(contractSchemas);
      const registered = route.schema as {
        params?: unknown;
        querystring?: unknown;
        body?: unknown;
        response: Record<number, unknown>;
        consumes?: string[];
      };
      expect(registered.params, label).toEqual(schemas.params);
      expect(registered.querystring, label).toEqual(schemas.query);
      expect(registered.body, label).toEqual(schemas.body);
      for (const [status, schema] of Object.entries(schemas.response))
        expect(registered.response[Number(status)], `${label} ${status}`).toEqual(schema);
      // Any other 2xx would be an answer the descriptor does not tell the PWA about.
      const successes = Object.keys(registered.response)
        .map(Number)
        .filter((status) => status < 300);
      expect(successes.sort(), label).toEqual(Object.keys(schemas.response).map(Number).sort());
      expect(registered.consumes?.includes('multipart/form-data') ?? false, label).toBe(endpoint.multipart);
    }
  });

  it('registers each descriptor exactly once', () => {
    const registered = routes().map((route) => route.endpoint);
    const counts = descriptors.map(
      ({ name, endpoint }) => [name, registered.filter((e) => e === endpoint).length] as const,
    );
    expect(counts.filter(([, count]) => count !== 1)).toEqual([]);
  });

  it('leaves outside the descriptors only the system routes', () => {
    const outside = routes()
      .filter((route) => route.endpoint === undefined)
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(outside).toEqual(NOT_DESCRIBED);
  });
});

/**
 * Never called: the compiler checks these handlers (npm run typecheck), and each @ts-expect-error fails the typecheck
 * if what it marks ever compiles. A handler's request and answer are the descriptor's.
 */
export function handlersThatMustNotCompile(app: TypeBoxApp): void {
  const settings = { access: member(), errors: [404] };
  route(app, processEndpoints.getProcess, settings, async (request) => {
    // @ts-expect-error a parameter the path does not have
    void request.params.processID;
    // @ts-expect-error the endpoint takes no body
    void request.body.isArchived;
    return null as never;
  });
  // @ts-expect-error an answer that is not the endpoint's
  route(app, processEndpoints.getProcess, settings, async () => ({ total: 1 }));
  route(app, processEndpoints.updateProcess, settings, async (request) => {
    const archived: boolean | undefined = request.body.isArchived;
    // @ts-expect-error a body property the schema does not have
    void request.body.archived;
    void archived;
    return null as never;
  });
}
