import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthState, markSignedIn, markSignedOut } from '../../src/lib/auth-store';
import { OTHER_TAB_LOGOUT_MESSAGE, watchLogoutInOtherTabs } from '../../src/lib/other-tab-logout';

const TOKEN = 'CognitoIdentityServiceProvider.client.ana.idToken';

/** What the browser delivers to this tab when another tab changes the shared localStorage. */
function fromOtherTab(key: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('logout in another tab (issue 13 item 10)', () => {
  let stop: () => void;
  let loggedOut: number;

  beforeEach(() => {
    localStorage.clear();
    markSignedOut();
    markSignedIn();
    loggedOut = 0;
    stop = watchLogoutInOtherTabs(() => loggedOut++);
  });
  afterEach(() => stop());

  it('ends this tab session once the tokens are gone, with a notice', async () => {
    fromOtherTab(TOKEN, null);
    await settle();
    expect(getAuthState()).toMatchObject({ status: 'signedOut', notice: { message: OTHER_TAB_LOGOUT_MESSAGE } });
    expect(loggedOut).toBe(1);
  });

  it('ends it when the other tab cleared the whole storage', async () => {
    fromOtherTab(null, null);
    await settle();
    expect(getAuthState().status).toBe('signedOut');
  });

  it('ignores a token refresh, our own keys, and a removal while a token is still stored', async () => {
    fromOtherTab(TOKEN, 'eyJ.new.token');
    fromOtherTab('painel.organizationId', null);
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'ana');
    fromOtherTab(TOKEN, null);
    await settle();
    expect(getAuthState().status).toBe('signedIn');
    expect(loggedOut).toBe(0);
  });

  it('does nothing when this tab is already signed out', async () => {
    markSignedOut();
    const spy = vi.fn();
    stop();
    stop = watchLogoutInOtherTabs(spy);
    fromOtherTab(TOKEN, null);
    await settle();
    expect(spy).not.toHaveBeenCalled();
  });
});
