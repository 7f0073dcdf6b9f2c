import { Profiler, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadShellFor } from './app/page-chunks';
import { preloadPublicPageFor } from './app/route-pages';
import { BootError } from './app/boot-error';
import { getAuthState, hasKeptNotice, markSignedIn, markSignedOut, takeKeptNotice } from './lib/auth-store';
import { loadAppConfig } from './lib/config';
import { buildEnv } from './lib/env';
import { initErrorReporting, reportError } from './lib/error-reporting';
import { configureHttp } from './lib/http-settings';
import {
  configureIdentity,
  getIdToken,
  hasSession,
  idTokenAtHand,
  mayHaveStoredSession,
  onRedirectSignIn,
  preloadIdentity,
} from './lib/identity';
import { afterNextPaint } from './lib/after-next-paint';
import { legacyRedirectTarget } from './lib/legacy-brand';
import { isShellPath, paths } from './lib/paths';
import { safeReturnPath } from './lib/return-path';
import { dropStaticLogin, hasStaticLogin } from './lib/static-login';
import { navigate } from 'wouter/use-browser-location';
import { installPreloadErrorHandler } from './offline/preload-error';

const isLoginPath = (pathname: string) => pathname === paths.login.path;

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  // Every first screen needs the identity client: to read the stored session, or to sign in from a form. Probably
  // signed in (a stored token): now, with the shell's and this page's chunks, beside app-config.json, instead of one
  // after the other as each screen renders (repeat visits). Signed out (a first visit): once the
  // first screen is drawn — the person types for seconds before "Entrar" needs it, and its import
  // bookkeeping was a few ms of the login form's first render at 4× CPU.
  const storedSession = mayHaveStoredSession();
  // The server's login document drew the form (a first visit): the login page takes it over, unless this boot shows
  // something else first: a stored session's screens, or a notice above the form, which would push it down.
  if (hasStaticLogin() && (storedSession || hasKeptNotice() || !isLoginPath(window.location.pathname))) {
    dropStaticLogin();
  }
  if (storedSession) void preloadIdentity();
  else afterNextPaint(() => void preloadIdentity());
  if (storedSession && isShellPath(window.location.pathname)) preloadShellFor(window.location.pathname);
  else preloadPublicPageFor(window.location.pathname);
  let config;
  try {
    // A changed copy arriving after a start from the saved one: the identity client follows it.
    config = await loadAppConfig((fresh) => configureIdentity(fresh.identity));
  } catch (error) {
    reportError(error, { phase: 'app-config' });
    dropStaticLogin();
    root.render(<BootError />);
    return;
  }
  void initErrorReporting(config.sentryDsn);
  configureHttp({ baseUrl: buildEnv.apiBaseUrl, getToken: getIdToken, peekToken: idTokenAtHand });
  configureIdentity(config.identity);
  // Back from Google (the hosted UI): to the address asked for before signing in, which travelled in the OAuth state.
  onRedirectSignIn((ok, returnPath) => {
    if (!ok) return markSignedOut();
    const target = safeReturnPath(returnPath);
    if (target) navigate(target, { replace: true });
    markSignedIn();
  });

  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A diagnostic build (VITE_REACT_PROFILE=1) times each component inside a Profiler; others drop this branch.
  root.render(
    import.meta.env.VITE_REACT_PROFILE === '1' ? (
      <Profiler id="app" onRender={() => undefined}>
        {app}
      </Profiler>
    ) : (
      app
    ),
  );

  // Stored tokens decide the first screen; the guards show a loader until this answers.
  const signedIn = await hasSession();
  // Signed out: keeping the notice a sign-out left for this page (a Google session ended at the hosted UI's /logout).
  if (getAuthState().status !== 'checking') return;
  if (signedIn) {
    // Signed in although no token was seen at boot (not expected): never leave the form's copy over the hidden app.
    dropStaticLogin();
    markSignedIn();
  } else markSignedOut(getAuthState().notice ?? takeKeptNotice());
}

// Legacy-brand hosts go to the current dashboard before anything else happens (docs/product.md#legacy-brand-redirect).
const legacyTarget = legacyRedirectTarget(window.location, buildEnv.legacyBrand, buildEnv.legacyRedirectUrl);
const container = document.getElementById('root');
if (legacyTarget) {
  window.location.replace(legacyTarget);
} else if (container) {
  installPreloadErrorHandler();
  void start(container);
}
