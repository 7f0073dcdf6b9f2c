import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { insertChallengeSession, takeChallengeSession } from '../repositories/identity-challenges.ts';
import { cognitoError, parseJsonObject, sendCognitoRaw, type CognitoRawResponse } from './cognito-client.ts';
import { expiredTemporaryPassword } from './sign-in-events.ts';

/**
 * The NEW_PASSWORD_REQUIRED challenge as Amazon Cognito runs it. cognito-local 5.3 answers InitiateAuth
 * with the challenge for every FORCE_CHANGE_PASSWORD account without comparing the password, and RespondToAuthChallenge
 * sets the new password of whichever USERNAME it is sent, for any non-empty Session, even on a CONFIRMED account.
 * So the identity proxy:
 * - checks the temporary password itself (AdminInitiateAuth, the one emulator call that compares it) and refuses a
 *   wrong one exactly as for a confirmed account, then the invitation's validity (sign-in-events.ts);
 * - hands out its own Session (random, bound to the account, CHALLENGE_SESSION_TTL_MS, single use) kept in the
 *   database, since with API_INSTANCES > 1 the answer may reach another instance;
 * - forwards an answer only with a Session it issued, for the account it issued it to, still FORCE_CHANGE_PASSWORD.
 * Unsigned admin calls are fine here: the proxy's target is the emulator on loopback; Amazon Cognito checks all of
 * this on its own.
 */

/** Amazon Cognito's default AuthSessionValidity: a challenge is answered within 3 minutes or signed in again. */
const CHALLENGE_SESSION_TTL_MS = 3 * 60 * 1000;
export const WRONG_CREDENTIALS = 'Incorrect username or password.';
const INVALID_SESSION = 'Invalid session for the user.';
const EXPIRED_SESSION = 'Invalid session for the user, session is expired.';

const hashSession = (session: string): string => createHash('sha256').update(session).digest('hex');

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

const refused = (message: string) => cognitoError(400, 'NotAuthorizedException', message);
const unavailable = () => cognitoError(503, 'InternalErrorException', 'The identity service is unavailable');

/**
 * After InitiateAuth: a NEW_PASSWORD_REQUIRED answer goes out only for the right, unexpired temporary password, and
 * with the proxy's Session in place of the emulator's. Any other answer passes unchanged.
 */
export async function guardNewPasswordChallenge(
  db: Db,
  endpoint: string,
  input: Record<string, unknown>,
  answer: CognitoRawResponse,
  now: Date,
): Promise<CognitoRawResponse> {
  if (answer.status !== 200) return answer;
  const body = parseJsonObject(answer.body);
  const challengeName = text(body['ChallengeName']);
  if (!challengeName) return answer;
  const parameters = record(input['AuthParameters']);
  const username = text(parameters['USERNAME']);
  const password = text(parameters['PASSWORD']);
  const subject = text(record(body['ChallengeParameters'])['USER_ID_FOR_SRP']);
  const clientId = text(input['ClientId']);
  const upstreamSession = text(body['Session']);
  // The PWA meets no other challenge (MFA is off); one the proxy cannot vouch for is refused, never passed on.
  if (challengeName !== 'NEW_PASSWORD_REQUIRED')
    return refused(`${challengeName} is not available on the public identity endpoint`);
  if (!username || !password || !subject || !clientId || !upstreamSession) return refused(WRONG_CREDENTIALS);
  const check = await checkTemporaryPassword(endpoint, clientId, subject, password);
  if (check === 'unavailable') return unavailable();
  if (check === 'wrong') return refused(WRONG_CREDENTIALS);
  const expired = await expiredTemporaryPassword(db, username, now);
  if (expired) return expired;
  const session = randomBytes(48).toString('base64url');
  await insertChallengeSession(db, hashSession(session), {
    subject,
    username,
    userPoolId: check.userPoolId,
    challengeName,
    upstreamSession,
    expiresAt: new Date(now.getTime() + CHALLENGE_SESSION_TTL_MS),
  });
  return { ...answer, body: JSON.stringify({ ...body, Session: session }) };
}

/**
 * Before RespondToAuthChallenge: takes the Session (used once, whatever happens next) and answers either a refusal
 * or the request to forward, with the emulator's Session and the bound account as USERNAME, so the emulator can only
 * change the account the challenge was issued for.
 */
export async function redeemChallengeSession(
  db: Db,
  endpoint: string,
  input: Record<string, unknown>,
  now: Date,
): Promise<{ refusal: CognitoRawResponse } | { body: string }> {
  const session = text(input['Session']);
  if (!session)
    return { refusal: cognitoError(400, 'InvalidParameterException', 'Missing required parameter Session') };
  const responses = record(input['ChallengeResponses']);
  const taken = await takeChallengeSession(db, hashSession(session));
  if (!taken) return { refusal: refused(INVALID_SESSION) };
  if (taken.expiresAt.getTime() <= now.getTime()) return { refusal: refused(EXPIRED_SESSION) };
  const username = text(responses['USERNAME'])?.trim().toLowerCase();
  const sameAccount = username === taken.username.trim().toLowerCase() || username === taken.subject.toLowerCase();
  if (input['ChallengeName'] !== taken.challengeName || !sameAccount) return { refusal: refused(INVALID_SESSION) };
  // A password set meanwhile (another session, a reset) confirmed the account: nothing left to answer.
  const status = await userStatus(endpoint, taken.userPoolId, taken.subject);
  if (status === 'unavailable') return { refusal: unavailable() };
  if (status !== 'FORCE_CHANGE_PASSWORD') return { refusal: refused(INVALID_SESSION) };
  return {
    body: JSON.stringify({
      ...input,
      Session: taken.upstreamSession,
      ChallengeResponses: { ...responses, USERNAME: taken.subject },
    }),
  };
}

/** cognito-local's AdminInitiateAuth compares the password whatever the status; its tokens are dropped at once. */
async function checkTemporaryPassword(
  endpoint: string,
  clientId: string,
  subject: string,
  password: string,
): Promise<'wrong' | 'unavailable' | { userPoolId: string }> {
  const answer = await sendCognitoRaw(
    endpoint,
    'AdminInitiateAuth',
    JSON.stringify({
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: subject, PASSWORD: password },
    }),
  );
  if (answer.status >= 500) return 'unavailable';
  if (answer.status !== 200) return 'wrong';
  const result = record(parseJsonObject(answer.body)['AuthenticationResult']);
  const refreshToken = text(result['RefreshToken']);
  // The emulator stored this refresh token with the account; nobody will ever hold it, so it goes.
  if (refreshToken)
    await sendCognitoRaw(endpoint, 'RevokeToken', JSON.stringify({ ClientId: clientId, Token: refreshToken }));
  // The pool is named by the token's issuer ({issuer domain}/{pool id}), which the answer step needs for AdminGetUser.
  const idToken = text(result['IdToken']) ?? '';
  const issuer = text(parseJsonObject(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'))['iss']);
  const userPoolId = issuer?.split('/').pop();
  return userPoolId ? { userPoolId } : 'unavailable';
}

async function userStatus(endpoint: string, userPoolId: string, subject: string): Promise<string> {
  const answer = await sendCognitoRaw(
    endpoint,
    'AdminGetUser',
    JSON.stringify({ UserPoolId: userPoolId, Username: subject }),
  );
  if (answer.status >= 500) return 'unavailable';
  return answer.status === 200 ? (text(parseJsonObject(answer.body)['UserStatus']) ?? 'UNKNOWN') : 'UNKNOWN';
}
