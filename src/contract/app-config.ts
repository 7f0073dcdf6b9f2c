import { Type, type Static } from 'typebox';

/**
 * GET /app-config.json — runtime configuration the PWA reads at start (and keeps a copy of for offline starts).
 * Runtime, not build time, because the identity pool and client ids are created when the stack starts.
 */
export const AppConfig = Type.Object({
  identity: Type.Object({
    userPoolId: Type.String(),
    userPoolClientId: Type.String(),
    /** Where Amplify sends Cognito calls; the API proxies it on the same origin ('/identity/'). */
    userPoolEndpoint: Type.Union([Type.String(), Type.Null()]),
    /** Cognito hosted-UI domain for Google sign-in; null hides the Google button. */
    oauthDomain: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Error reporting (Sentry); null turns it off. */
  sentryDsn: Type.Union([Type.String(), Type.Null()]),
  contact: Type.Object({ email: Type.String(), phone: Type.String() }),
});
export type AppConfig = Static<typeof AppConfig>;
