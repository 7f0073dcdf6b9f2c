import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { BootError } from './app/boot-error';
import { getAuthState, markSignedIn, markSignedOut } from './lib/auth-store';
import { loadAppConfig } from './lib/config';
import { buildEnv } from './lib/env';
import { initErrorReporting, reportError } from './lib/error-reporting';
import { configureHttp } from './lib/http';
import { configureIdentity, getIdToken, hasSession, onRedirectSignIn } from './lib/identity';
import { legacyRedirectTarget } from './lib/legacy-brand';
import { installPreloadErrorHandler } from './offline/preload-error';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let config;
  try {
    config = await loadAppConfig();
  } catch (error) {
    reportError(error, { phase: 'app-config' });
    root.render(<BootError />);
    return;
  }
  void initErrorReporting(config.sentryDsn);
  configureHttp({ baseUrl: buildEnv.apiBaseUrl, getToken: getIdToken });
  configureIdentity(config.identity);
  onRedirectSignIn((ok) => (ok ? markSignedIn() : markSignedOut()));

  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

  // Stored tokens decide the first screen; the guards show a loader until this answers.
  const signedIn = await hasSession();
  if (getAuthState().status === 'checking') (signedIn ? markSignedIn : markSignedOut)();
}

// Spec §1: legacy-brand hosts go to the current dashboard before anything else happens.
const legacyTarget = legacyRedirectTarget(window.location, buildEnv.legacyBrand, buildEnv.legacyRedirectUrl);
const container = document.getElementById('root');
if (legacyTarget) {
  window.location.replace(legacyTarget);
} else if (container) {
  installPreloadErrorHandler();
  void start(container);
}
