import { useEffect } from 'react';
import { useAuthState } from '../lib/auth-store';
import { allowServiceWorker } from './service-worker-gate';

/** Signed out (the login screen): the time a person takes to type an e-mail and a password. */
export const SIGNED_OUT_DELAY_MS = 5_000;

/**
 * On signed-out screens the worker registers after a few seconds: while the person types (the app stays installable
 * from the login screen), unless a sign-in comes first, after which the shell's rule applies (service-worker-after-first-screen.tsx).
 */
export function useServiceWorkerWhileSignedOut(): void {
  const { status } = useAuthState();
  useEffect(() => {
    if (status !== 'signedOut') return;
    const timer = setTimeout(allowServiceWorker, SIGNED_OUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);
}
