import type { AppConfig } from '../src/contract/app-config.ts';

export const IDENTITY_PROXY_PATH = '/identity/';
export const DEFAULT_CONTACT = { email: 'suporte@painel-juridico.com.br', phone: '(11) 4002-8922' } as const;

/**
 * The runtime configuration served at GET /app-config.json. userPoolEndpoint stays relative ('/identity/'): the PWA
 * resolves it against its own origin before Amplify.configure (Amplify itself calls `new URL(endpoint)` and needs an
 * absolute URL), so the same config works on any host name, behind the Vite dev proxy and on a phone on the LAN.
 */
export function appConfigFromEnv(
  identity: { userPoolId: string; clientId: string },
  env: NodeJS.ProcessEnv = process.env,
): AppConfig {
  return {
    identity: {
      userPoolId: identity.userPoolId,
      userPoolClientId: identity.clientId,
      userPoolEndpoint: IDENTITY_PROXY_PATH,
      oauthDomain: env.OAUTH_DOMAIN || null,
    },
    sentryDsn: env.SENTRY_DSN || null,
    contact: {
      email: env.CONTACT_EMAIL || DEFAULT_CONTACT.email,
      phone: env.CONTACT_PHONE || DEFAULT_CONTACT.phone,
    },
  };
}
