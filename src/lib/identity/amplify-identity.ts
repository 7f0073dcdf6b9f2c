/**
 * The only module that imports aws-amplify: sign-in, new-password challenge, reset, sign-out and the ID
 * token for API calls. It is a lazy chunk: the rest of the app reaches it through src/lib/identity.ts.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword as amplifyConfirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword as amplifyResetPassword,
  signIn as amplifySignIn,
  signInWithRedirect,
  signOut as amplifySignOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { ConsoleLogger, Hub } from 'aws-amplify/utils';
import type { AppConfig } from '../../contract/app-config';
import { guardIdentityFetch } from '../http/identity-fetch-guard';

export type SignInResult = 'DONE' | 'NEW_PASSWORD_REQUIRED';

/** Relative endpoints ('/identity/') are resolved against the page, since Amplify needs an absolute URL. */
function absoluteEndpoint(endpoint: string | null): string | undefined {
  if (!endpoint) return undefined;
  return new URL(endpoint, window.location.origin).href;
}

// Amplify warns on every configure that the user pool endpoint is custom: it is, by design (the API's /identity/
// proxy). Writing that warning took ~14 ms of a start's main thread with DevTools attached; errors still log.
ConsoleLogger.LOG_LEVEL = 'ERROR';

export function configureIdentity(identity: AppConfig['identity']): void {
  const origin = window.location.origin;
  if (identity.userPoolEndpoint) guardIdentityFetch(identity.userPoolEndpoint);
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        userPoolEndpoint: absoluteEndpoint(identity.userPoolEndpoint),
        loginWith: {
          email: true,
          ...(identity.oauthDomain
            ? {
                oauth: {
                  domain: identity.oauthDomain,
                  scopes: ['email', 'openid', 'profile'],
                  redirectSignIn: [`${origin}/`],
                  redirectSignOut: [`${origin}/user/login`],
                  responseType: 'code' as const,
                  providers: ['Google' as const],
                },
              }
            : {}),
        },
      },
    },
  });
}

function toResult(step: string): SignInResult {
  if (step === 'DONE') return 'DONE';
  if (step === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'NEW_PASSWORD_REQUIRED';
  throw Object.assign(new Error(`Etapa de login não suportada: ${step}.`), { name: 'UnsupportedSignInStep' });
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const attempt = () => amplifySignIn({ username: email, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    return toResult((await attempt()).nextStep.signInStep);
  } catch (error) {
    // A leftover session (another tab, a failed logout) blocks a new sign-in: drop it and retry once.
    if ((error as { name?: string }).name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    return toResult((await attempt()).nextStep.signInStep);
  }
}

/** Answers the NEW_PASSWORD_REQUIRED challenge left pending by signIn(). */
export async function confirmNewPassword(newPassword: string): Promise<SignInResult> {
  const result = await confirmSignIn({ challengeResponse: newPassword });
  return toResult(result.nextStep.signInStep);
}

/**
 * Local sign-out; never throws, because logging out must always succeed from the user's side. After a Google
 * sign-in Amplify then leaves for the hosted UI's /logout (ending its session there too) and comes back to
 * /user/login: a new page load. `beforeLeaving` runs first in that case only (to keep what the next page must say).
 */
export async function signOut(beforeLeaving?: () => void): Promise<void> {
  try {
    if (beforeLeaving && (await cognitoUserPoolsTokenProvider.authTokenStore.getOAuthMetadata())?.oauthSignIn)
      beforeLeaving();
    await amplifySignOut();
  } catch {
    // Tokens are cleared from storage by the caller as well.
  }
}

export async function resetPassword(email: string): Promise<void> {
  const result = await amplifyResetPassword({ username: email });
  if (result.nextStep.resetPasswordStep !== 'CONFIRM_RESET_PASSWORD_WITH_CODE' && !result.isPasswordReset) {
    throw new Error('Não foi possível enviar o código de verificação.');
  }
}

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  await amplifyConfirmResetPassword({ username: email, confirmationCode: code, newPassword });
}

/** Raised instead of a token when the stored one expired and the identity service cannot be reached to renew it. */
const IDENTITY_UNREACHABLE = 'IdentityUnreachable';

type IdPayload = Record<string, unknown>;

interface CurrentSession {
  idToken: string;
  payload: IdPayload;
  /** true: read from storage because renewing it failed for lack of network (offline, identity down). */
  stored: boolean;
}

/**
 * The stored tokens as they are, without renewing them. A refresh that fails for the network keeps them
 * (Amplify clears them only when the identity service refuses the refresh token), so their presence after a
 * failure means the person is still signed in on this device, just not reachable right now.
 */
async function storedSession(): Promise<CurrentSession | null> {
  try {
    const idToken = (await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens())?.idToken;
    return idToken ? { idToken: idToken.toString(), payload: idToken.payload, stored: true } : null;
  } catch {
    return null;
  }
}

/** The session, renewed when possible; offline (or identity down) the stored one, even if its ID token expired. */
async function currentSession(): Promise<CurrentSession | null> {
  try {
    const idToken = (await fetchAuthSession()).tokens?.idToken;
    return idToken ? { idToken: idToken.toString(), payload: idToken.payload, stored: false } : null;
  } catch {
    return storedSession();
  }
}

/**
 * The ID token for the API's bearer header, or null when nobody is signed in, with when Amplify would stop handing
 * it out, on this device's clock: the earlier of the ID and access tokens' expiries (either one expired makes
 * Amplify renew both), corrected by the clock drift it measured. Throws IDENTITY_UNREACHABLE when only an expired
 * token is left and it cannot be renewed: the request must fail like a network error (retry later), never go out
 * without a token and earn a 401 that would sign the person out.
 */
export async function getIdTokenLease(): Promise<{ token: string; expiresAt: number } | null> {
  const session = await currentSession();
  if (!session) return null;
  if (session.stored)
    throw Object.assign(new Error('Não foi possível renovar a sessão sem conexão.'), { name: IDENTITY_UNREACHABLE });
  const stored = await cognitoUserPoolsTokenProvider.authTokenStore.loadTokens().catch(() => null);
  const seconds = Math.min(Number(session.payload.exp ?? 0), Number(stored?.accessToken.payload.exp ?? Infinity));
  return { token: session.idToken, expiresAt: seconds * 1000 - (stored?.clockDrift ?? 0) };
}

/** Whether someone is signed in on this device; works offline from the stored session (the app opens from the home screen). */
export async function hasSession(): Promise<boolean> {
  return (await currentSession()) !== null;
}

/** A stable id of the signed-in person (the token's subject), read from stored tokens without the network. */
export async function getSignedInUserId(): Promise<string | null> {
  const payload = (await currentSession())?.payload;
  const id = payload?.sub ?? payload?.email;
  return typeof id === 'string' && id !== '' ? id : null;
}

/**
 * Leaves for the hosted UI. `returnPath` (the address asked for before sign-in) travels in the OAuth `state` as
 * Amplify's customState and comes back with the redirect: the callback URL itself is fixed (the app client lists it).
 */
export async function signInWithGoogle(returnPath: string | null): Promise<void> {
  await signInWithRedirect({ provider: 'Google', ...(returnPath ? { customState: returnPath } : {}) });
}

/**
 * Completed Google redirects arrive asynchronously; the app listens to mark the user signed in. Amplify announces
 * the customState ('customOAuthState') just before 'signInWithRedirect', from the same completion.
 */
export function onRedirectSignIn(listener: (ok: boolean, returnPath: string | null) => void): () => void {
  // What came back with the completed redirect: the customState, unchecked (the caller validates it as a path).
  let returnedState: string | null = null;
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'customOAuthState') returnedState = typeof payload.data === 'string' ? payload.data : null;
    if (payload.event === 'signInWithRedirect') listener(true, returnedState);
    if (payload.event === 'signInWithRedirect_failure') listener(false, null);
  });
}
