import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../src/contract/api-marker.ts';
import type { AppConfig } from '../../src/contract/app-config.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

const originOf = (url: string | null): string | null => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
};

/**
 * Where the PWA may connect besides its own origin: Sentry's ingest (from the DSN), an identity endpoint on
 * another origin, real Cognito (no endpoint configured: cognito-idp of the pool's region) and the OAuth domain.
 */
export function connectSources(config: AppConfig): string[] {
  const sources = new Set<string>(["'self'"]);
  const sentry = originOf(config.sentryDsn);
  if (sentry) sources.add(sentry);
  const identity = originOf(config.identity.userPoolEndpoint);
  if (identity) sources.add(identity);
  const region = /^([a-z]{2}-[a-z]+-\d)_/.exec(config.identity.userPoolId)?.[1];
  if (!config.identity.userPoolEndpoint && region) sources.add(`https://cognito-idp.${region}.amazonaws.com`);
  if (config.identity.oauthDomain) sources.add(`https://${config.identity.oauthDomain.replace(/^https?:\/\//, '')}`);
  return [...sources];
}

/** Sets the security headers on an answer Fastify's router makes itself (see frameworkErrors). */
export type SetSecurityHeaders = (request: IncomingMessage, response: ServerResponse) => void;

export interface SecurityHeadersOptions {
  config: AppConfig;
  /** Receives the setter for the answers Fastify's router makes before any hook (frameworkErrors). */
  expose: (set: SetSecurityHeaders) => void;
}

/**
 * The headers of every answer (the API's and the PWA's documents): Helmet with a CSP that allows no inline script.
 * Exported for the bench's one-field page, which must pay in the browser what these headers cost the app's.
 */
export function helmetHeaders(config: AppConfig): ReturnType<typeof helmet> {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: connectSources(config),
        // The document viewer and video player embed court and provider pages.
        frameSrc: ["'self'", 'https:'],
        mediaSrc: ["'self'", 'https:', 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    hsts: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Embedding third-party players and documents must keep working.
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The security headers on every answer; HSTS only on requests that arrived over TLS. The middleware is built once:
 * @fastify/helmet rebuilt it (parsing every CSP directive) on each request, 3 % of the API's CPU.
 */
export const securityHeaders = fp<SecurityHeadersOptions>(
  async (app, { config, expose }) => {
    const setHelmetHeaders = helmetHeaders(config);
    // Every path that sets the security headers (onRequest, onSend, the framework errors) sets the API's marker too:
    // the PWA takes nothing without it for an answer (a captive portal answers in our place, src/contract/api-marker.ts).
    const setHeaders: typeof setHelmetHeaders = (request, response, next) => {
      response.setHeader(API_MARKER_HEADER, API_MARKER_VALUE);
      setHelmetHeaders(request, response, next);
    };
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      // HSTS over plain HTTP is ignored by browsers and breaks http://localhost habits; send it only behind TLS.
      if (request.protocol === 'https')
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      // API answers are the user's data: no browser or proxy cache keeps them (the browser's outlives logout).
      // Routes that chose their own policy (signed downloads) keep it.
      if (/^\/v[12]\//.test(request.url) && !reply.hasHeader('cache-control'))
        reply.header('Cache-Control', 'private, no-store');
      // Answers that left before the onRequest hook ran (an earlier hook failed: 401, 429, 503 …) get them here.
      if (reply.raw.hasHeader('content-security-policy')) return done(null, payload);
      setHeaders(request.raw, reply.raw, (error?: unknown) =>
        error instanceof Error ? done(error) : done(null, payload),
      );
    });
    expose((request, response) => setHeaders(request, response, () => undefined));
  },
  { name: PLUGIN.securityHeaders },
);
