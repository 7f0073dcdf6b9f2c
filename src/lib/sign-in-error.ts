import { IDENTITY_UNREACHABLE_MESSAGE } from './identity-messages';

/**
 * The catalogue text for a failed sign-in. The mapping's code loads only when a sign-in fails, not with the login
 * screen; if even that file cannot come (offline before the service worker had it), there is no
 * connection to the identity service either.
 */
export function signInErrorMessage(error: unknown, contactEmail: string): Promise<string> {
  return import('./identity-errors').then(
    (m) => m.mapIdentityError(error, 'signIn', contactEmail),
    () => IDENTITY_UNREACHABLE_MESSAGE,
  );
}
