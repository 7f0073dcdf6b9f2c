import type { Endpoint, ParamsOf } from './define-endpoint.ts';

const PARAMETER = /:([A-Za-z0-9_]+)/g;

/** The endpoint's path with each `:name` replaced by its value, URI-encoded: `/v1/process/590/7`. */
export function endpointPath<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): string {
  const values = params as Record<string, unknown>;
  return endpoint.path.replace(PARAMETER, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a pathname is one of the endpoint's paths, whatever the values of its parameters. */
export function matchesEndpointPath(endpoint: Endpoint, pathname: string): boolean {
  const pattern = endpoint.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment)))
    .join('/');
  return new RegExp(`^${pattern}$`).test(pathname);
}
