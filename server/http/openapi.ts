import swagger from '@fastify/swagger';
import { PRODUCT_NAME } from '../../src/contract/brand.ts';
import { PUBLIC } from '../auth/access.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

/**
 * @fastify/swagger collects every route schema; the document is served as JSON at /docs/json
 * (no UI: the JSON is what clients and tests consume). Register before the routes.
 */
export const openApi = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${PRODUCT_NAME} — API`,
          description: 'API de referência do PWA. Mensagens de erro em português (pt-BR).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (ID token)' } },
        },
      },
    });
    app.get(
      '/docs/json',
      { config: { access: PUBLIC('The API contract is public; it lists no data') }, schema: { hide: true } },
      async () => app.swagger(),
    );
  },
  { name: PLUGIN.openApi },
);
