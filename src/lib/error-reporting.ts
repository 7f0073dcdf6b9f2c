type ErrorContext = Record<string, unknown>;
type ErrorReporter = (error: unknown, context: ErrorContext) => void;

const consoleReporter: ErrorReporter = (error, context) => {
  if (import.meta.env.DEV) console.warn('[error-reporting]', error, context);
};

let reporter: ErrorReporter = consoleReporter;

/** Tests (and the Sentry init below) swap the reporter; returns a function restoring the previous one. */
export function setErrorReporter(next: ErrorReporter): () => void {
  const previous = reporter;
  reporter = next;
  return () => {
    reporter = previous;
  };
}

/** Reporting must never break the code path that is already failing. */
export function reportError(error: unknown, context: ErrorContext = {}): void {
  try {
    reporter(error, context);
  } catch {
    // Ignore: a broken reporter is not the user's problem.
  }
}

/**
 * Sentry only when a DSN is configured; loaded on demand so that installs without it never download
 * the SDK. Never sends personal data by default (lawyers' clients are in the URLs and bodies).
 */
export async function initErrorReporting(dsn: string | null | undefined): Promise<void> {
  if (!dsn) return;
  try {
    const Sentry = await import('@sentry/react');
    Sentry.init({
      dsn,
      environment: import.meta.env.MODE,
      dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    });
    setErrorReporter((error, context) => {
      Sentry.captureException(error, { extra: context });
    });
  } catch (error) {
    consoleReporter(error, { phase: 'sentry-init' });
  }
}
