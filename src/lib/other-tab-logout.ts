import { endSession, getAuthState } from './auth-store';
import { mayHaveStoredSession } from './identity';
import { AMPLIFY_KEY_PREFIX } from './storage';

export const OTHER_TAB_LOGOUT_MESSAGE = 'Sua sessão foi encerrada em outra aba.';

/**
 * A logout in one tab removes the identity tokens from the localStorage every tab shares, but the other tabs would
 * go on showing (and saving) the user's data from memory. The `storage` event tells them: once no token is left,
 * each ends its own session too. A token refresh only writes keys, so it never looks like a logout.
 */
export function watchLogoutInOtherTabs(onLoggedOut: () => void): () => void {
  const listener = (event: StorageEvent) => {
    // key null: the other tab cleared the whole storage.
    if (event.key !== null && (!event.key.startsWith(AMPLIFY_KEY_PREFIX) || event.newValue !== null)) return;
    if (getAuthState().status !== 'signedIn' || mayHaveStoredSession()) return;
    void endSession({ kind: 'success', message: OTHER_TAB_LOGOUT_MESSAGE }).then(onLoggedOut);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
