import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../../server/app.ts';
import type { CatalogueEntry } from '../../../server/http/route-catalogue.ts';
import { multipart, uploadParts } from '../helpers/multipart.ts';
import { RAW, toJsonText, validSample, type IdMap, type SchemaNode } from './schema-to-arbitrary.ts';

/** How long one request may take before the sweep calls it a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

const API_ROUTE = /^\/v[12](\/|$)/;

/** The API routes the sweep walks: /v1 and /v2, one entry per method (Fastify's HEAD twins left out). */
export function apiRoutes(app: App): CatalogueEntry[] {
  return app.routeCatalogue.filter(
    (route) => API_ROUTE.test(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}

export const schemaPart = (route: CatalogueEntry, part: 'params' | 'querystring' | 'body'): SchemaNode | undefined =>
  (route.schema as Record<string, SchemaNode | undefined> | undefined)?.[part];

export const isMultipartRoute = (route: CatalogueEntry): boolean =>
  ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes('multipart/form-data');

const asText = (value: unknown): string =>
  (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)).replace(RAW, '');

/** encodeURIComponent, also for lone surrogates (sent as the UTF-8 bytes Node would put on the wire). */
const encodeSegment = (text: string): string => {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join('');
  }
};

/** The URL with each :param replaced by `params[param]` (URI-encoded) and the query appended. */
export function fillUrl(pattern: string, params: Record<string, unknown>, query: Record<string, unknown> = {}): string {
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeSegment(asText(params[name] ?? '1')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** A request the schemas accept, naming the given ids wherever a parameter or property has an id's name. */
export function validRequest(route: CatalogueEntry, ids: IdMap, headers: Record<string, string>): InjectOptions {
  const params = (validSample(schemaPart(route, 'params'), ids) ?? {}) as Record<string, unknown>;
  // Optional query filters are left out (a random filter mostly makes the answer an empty 200 or a 404), except
  // those named like an id: the cross-organization sweep must put the victim's ids there too.
  const querySchema = schemaPart(route, 'querystring');
  const required = new Set(Array.isArray(querySchema?.required) ? (querySchema.required as string[]) : []);
  const sampled = (validSample(querySchema, ids) ?? {}) as Record<string, unknown>;
  const optionalIds = Object.keys(querySchema?.properties ?? {}).filter((key) => !required.has(key) && key in ids);
  const query = Object.fromEntries(Object.entries(sampled).filter(([key]) => required.has(key)));
  for (const key of optionalIds) query[key] = ids[key];
  for (const name of route.url.match(/:([A-Za-z0-9_]+)/g) ?? []) {
    const key = name.slice(1);
    if (params[key] === undefined && key in ids) params[key] = ids[key];
  }
  const bodySchema = schemaPart(route, 'body');
  const options: InjectOptions = {
    method: route.method as InjectOptions['method'],
    url: fillUrl(route.url, params, query),
    headers,
  };
  if (isMultipartRoute(route)) {
    // The one multipart route is the manual upload: send the form it expects, so the check runs on a real upload.
    const form = multipart(uploadParts({ description: 'Varredura de rotas' }));
    options.payload = form.payload;
    options.headers = { ...options.headers, 'content-type': form.contentType };
  } else if (bodySchema) {
    options.payload = toJsonText(validSample(bodySchema, ids));
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

/** inject() that fails instead of waiting forever. */
export async function injectWithTimeout(app: App, options: InjectOptions): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`hang: ${String(options.method)} ${String(options.url).slice(0, 200)}`)),
      REQUEST_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([app.inject(options), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Figures a part prints in the test output. */
export interface SweepFigures {
  routes: number;
  requests: number;
  failures: string[];
  leaks: number;
  serverErrors: number;
}

export const newFigures = (): SweepFigures => ({ routes: 0, requests: 0, failures: [], leaks: 0, serverErrors: 0 });

export function printFigures(part: string, figures: SweepFigures, extra: Record<string, number> = {}): void {
  const more = Object.entries(extra)
    .map(([key, value]) => `, ${key} ${value}`)
    .join('');
  console.log(
    `[sweep] ${part}: routes ${figures.routes}, requests ${figures.requests}, failures ${figures.failures.length}, ` +
      `leaks ${figures.leaks}, 5xx ${figures.serverErrors}${more}`,
  );
  if (figures.failures.length)
    console.log(`[sweep] ${part} failures:\n  ${figures.failures.slice(0, 40).join('\n  ')}`);
}

/** Stack traces, SQL text or driver errors in an answer: internals leaking to the client. */
export const INTERNALS =
  /\bat .+\.[jt]s:\d+|syntax error at|relation "|duplicate key value|violates .* constraint|node_modules|PGlite|ECONNREFUSED/;

/** Every parameter and property name the route's schemas declare (body nested one level: filters.page …). */
export function namesIn(route: CatalogueEntry): Set<string> {
  const names = new Set<string>();
  const walk = (schema: unknown, depth: number) => {
    const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!properties || depth > 3) return;
    for (const [name, child] of Object.entries(properties)) {
      names.add(name);
      walk(child, depth + 1);
      walk((child as { items?: unknown }).items, depth + 1);
    }
  };
  for (const part of ['params', 'querystring', 'body'] as const) walk(schemaPart(route, part), 0);
  return names;
}
