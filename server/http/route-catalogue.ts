import type { FastifySchema, RouteOptions } from 'fastify';
import type { Endpoint } from '../../src/contract/endpoints/define-endpoint.ts';
import type { RouteAccess } from '../auth/access.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

/** One registered route as the authorization hook and the route sweep see it. */
export interface CatalogueEntry {
  method: string;
  url: string;
  access: RouteAccess | undefined;
  /** Open without a token: declared `access.kind === 'public'`. */
  isPublic: boolean;
  schema: FastifySchema | undefined;
  /** The shared descriptor the route was registered from (http/route.ts); absent for routes outside the API. */
  endpoint: Endpoint | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    endpoint?: Endpoint;
  }
  interface FastifyInstance {
    /** Every route registered after buildApp started, with its declared access and schema (read by tests). */
    routeCatalogue: readonly CatalogueEntry[];
  }
}

/** Records every route registered from now on (HEAD twins included, as Fastify adds them). */
export const routeCatalogue = fp(
  async (app) => {
    const entries: CatalogueEntry[] = [];
    app.decorate('routeCatalogue', entries);
    app.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const isPublic = route.config?.access?.kind === 'public';
        entries.push({
          method: String(method),
          url: route.url,
          access: route.config?.access,
          isPublic,
          schema: route.schema,
          endpoint: route.config?.endpoint,
        });
      }
    });
  },
  { name: PLUGIN.routeCatalogue },
);
