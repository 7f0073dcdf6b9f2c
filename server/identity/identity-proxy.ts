import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { guardNewPasswordChallenge, redeemChallengeSession, WRONG_CREDENTIALS } from './challenge-sessions.ts';
import {
  COGNITO_CONTENT_TYPE,
  COGNITO_TARGET_PREFIX,
  cognitoError,
  parseJsonObject,
  sendCognitoRaw,
  type CognitoRawResponse,
} from './cognito-client.ts';
import type { Db } from '../db/db.ts';
import { MESSAGES } from '../http/messages.ts';
import { createAttemptGate, DEFAULT_RATE_LIMITS, type AttemptGate, type RateLimits } from '../http/rate-limits.ts';
import { isResetRestricted } from '../repositories/users.ts';
import { passwordPolicyViolation, proposedPassword } from './password-policy.ts';
import { getTokensFromRefreshToken } from './refresh-bridge.ts';
import { afterIdentityAnswer } from './sign-in-events.ts';

interface IdentityProxyOptions {
  /** Where cognito-local answers, e.g. http://127.0.0.1:9229. */
  target: string;
  /** Path on the app's origin (Amplify's userPoolEndpoint). Default '/identity/'. */
  path?: string;
  /** The API's database: who may not reset their own password is decided there. */
  db: Db;
  /** Brute-force limits (sign-in, password reset); default DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimits;
  /** The clock of challenge sessions and invitation validity (tests move it). */
  now?: () => Date;
}

/**
 * The only operations forwarded: the ones the PWA calls (src/lib/identity/amplify-identity.ts, aws-amplify 6).
 * cognito-local checks no credentials at all, so anything else — Admin*, SignUp, and above all
 * UpdateUserAttributes, with which a user could set their e-mail to someone else's — never reaches it.
 */
const ALLOWED_OPERATIONS: ReadonlySet<string> = new Set([
  // signIn({ authFlowType: 'USER_PASSWORD_AUTH' }).
  'InitiateAuth',
  // confirmSignIn({ challengeResponse }) answering NEW_PASSWORD_REQUIRED (temporary passwords).
  'RespondToAuthChallenge',
  // fetchAuthSession() refreshing the tokens (bridged to InitiateAuth REFRESH_TOKEN_AUTH, see refresh-bridge.ts).
  'GetTokensFromRefreshToken',
  // resetPassword({ username }): sends the reset code.
  'ForgotPassword',
  // confirmResetPassword({ username, confirmationCode, newPassword }).
  'ConfirmForgotPassword',
  // signOut() revokes the refresh token when the access token carries origin_jti (Amazon Cognito does).
  'RevokeToken',
]);

/** Reset operations refused for users who may not reset their own password (docs/product.md#password-reset-restriction). */
const RESET_OPERATIONS: ReadonlySet<string> = new Set(['ForgotPassword', 'ConfirmForgotPassword']);

const BODY_LIMIT = 64 * 1024;

/**
 * Serves the Cognito JSON protocol on the app's own origin and forwards it to cognito-local, so the PWA needs no
 * CORS and no second address. Besides plain forwarding it bridges what the emulator lacks or does differently:
 * GetTokensFromRefreshToken (see refresh-bridge.ts), the pool's password policy, and the wrong-password error type;
 * and it guards what cognito-local does not: the allow-list, the restricted-reset rule, brute-force limits and the
 * new-password challenge (temporary password, expiry and Session: challenge-sessions.ts).
 * Register it encapsulated (plain `app.register`): its content-type parser must not leak into the API.
 */
export function identityProxy(options: IdentityProxyOptions): FastifyPluginAsync {
  const path = options.path ?? '/identity/';
  const limits = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const clock = options.now ?? (() => new Date());
  return async (instance) => {
    instance.addContentTypeParser(
      COGNITO_CONTENT_TYPE,
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => {
        done(null, body);
      },
    );
    const signInGate = await createAttemptGate(instance, limits.signIn, limits.windowMs);
    // One budget for both steps of a reset: the code is guessed with ConfirmForgotPassword.
    const resetGate = await createAttemptGate(instance, limits.passwordReset, limits.windowMs);
    const gates: Readonly<Record<string, AttemptGate>> = {
      InitiateAuth: signInGate,
      ForgotPassword: resetGate,
      ConfirmForgotPassword: resetGate,
    };

    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['x-amz-target'];
      const target =
        typeof header === 'string' && header.startsWith(COGNITO_TARGET_PREFIX)
          ? header.slice(COGNITO_TARGET_PREFIX.length)
          : '';
      if (!target)
        return send(reply, cognitoError(400, 'InvalidParameterException', 'Missing or invalid X-Amz-Target header'));
      if (!ALLOWED_OPERATIONS.has(target)) {
        return send(
          reply,
          cognitoError(400, 'NotAuthorizedException', `${target} is not available on the public identity endpoint`),
        );
      }
      const rawBody = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      const input = parseJsonObject(rawBody);
      const gate = gates[target];
      const wait = gate ? await gate(request, usernameOf(target, input)) : null;
      if (wait !== null) {
        // Cognito's throttling shape, so Amplify raises TooManyRequestsException and the PWA shows the message.
        void reply.header('retry-after', String(wait));
        return send(reply, cognitoError(429, 'TooManyRequestsException', MESSAGES.tooManyAttempts));
      }
      const refusal = await refuse(options.db, target, input);
      if (refusal) return send(reply, refusal);
      const now = clock();
      let answer: CognitoRawResponse;
      try {
        answer = await forward({ endpoint: options.target, db: options.db, now }, target, rawBody, input);
      } catch (error) {
        request.log.error({ err: error, target }, 'identity service unreachable');
        return send(reply, cognitoError(503, 'InternalErrorException', 'The identity service is unavailable'));
      }
      // Sign-ins are recorded (last sign-in, audit trail): sign-in-events.ts.
      return send(reply, await afterIdentityAnswer(options.db, request, target, input, answer, now));
    };
    const url = path.endsWith('/') ? path : `${path}/`;
    const bare = url.slice(0, -1);
    // Not part of the API's OpenAPI document: this is Cognito's protocol, documented by AWS.
    const routeOptions = { bodyLimit: BODY_LIMIT, schema: { hide: true } };
    instance.post(url, routeOptions, handler);
    // With ignoreTrailingSlash the two paths are one route; declaring both would throw.
    if (bare && !instance.hasRoute({ method: 'POST', url: bare })) instance.post(bare, routeOptions, handler);
  };
}

/** The account an operation is about, for the per-account limits. */
function usernameOf(target: string, input: Record<string, unknown>): string | undefined {
  const parameters = input['AuthParameters'];
  const value =
    target === 'InitiateAuth'
      ? typeof parameters === 'object' && parameters !== null
        ? (parameters as Record<string, unknown>)['USERNAME']
        : undefined
      : input['Username'];
  return typeof value === 'string' ? value : undefined;
}

/** What the proxy refuses itself, before the emulator sees it. */
async function refuse(db: Db, target: string, input: Record<string, unknown>): Promise<CognitoRawResponse | null> {
  if (RESET_OPERATIONS.has(target)) {
    const username = input['Username'];
    // Only restricted users are told apart; unknown e-mails go on like resettable ones (no account oracle here).
    if (typeof username === 'string' && (await isResetRestricted(db, username))) {
      return cognitoError(400, 'NotAuthorizedException', MESSAGES.resetRestricted);
    }
  }
  if (target === 'RespondToAuthChallenge') {
    // Amazon Cognito applies "userAttributes.*" answers of NEW_PASSWORD_REQUIRED: an e-mail change by another door.
    const responses = input['ChallengeResponses'];
    if (
      typeof responses === 'object' &&
      responses !== null &&
      Object.keys(responses).some((key) => key.startsWith('userAttributes.'))
    ) {
      return cognitoError(
        400,
        'NotAuthorizedException',
        'User attributes cannot be changed on the public identity endpoint',
      );
    }
  }
  return null;
}

interface ForwardContext {
  endpoint: string;
  db: Db;
  now: Date;
}

async function forward(
  context: ForwardContext,
  target: string,
  rawBody: string,
  input: Record<string, unknown>,
): Promise<CognitoRawResponse> {
  const { endpoint, db, now } = context;
  const password = proposedPassword(target, input);
  const violation = password === undefined ? null : passwordPolicyViolation(password);
  // Before the Session is taken: a password outside the policy leaves it usable for the next try.
  if (violation) return cognitoError(400, 'InvalidPasswordException', violation);

  if (target === 'GetTokensFromRefreshToken') return getTokensFromRefreshToken(endpoint, input);

  let body = rawBody;
  if (target === 'RespondToAuthChallenge') {
    const redeemed = await redeemChallengeSession(db, endpoint, input, now);
    if ('refusal' in redeemed) return redeemed.refusal;
    body = redeemed.body;
  }

  const answer = await sendCognitoRaw(endpoint, target, body);
  if (target === 'InitiateAuth' && answer.status === 400) {
    // cognito-local says InvalidPasswordException for a wrong password; Cognito says NotAuthorizedException and
    // keeps InvalidPasswordException for policy violations. Answer like Cognito so the client has one behaviour.
    const error = parseJsonObject(answer.body);
    if (error['__type'] === 'InvalidPasswordException') {
      return cognitoError(400, 'NotAuthorizedException', WRONG_CREDENTIALS);
    }
  }
  if (target === 'InitiateAuth') return guardNewPasswordChallenge(db, endpoint, input, answer, now);
  if (
    target === 'ForgotPassword' &&
    answer.status === 400 &&
    parseJsonObject(answer.body)['__type'] === 'UserNotFoundException'
  ) {
    // cognito-local tells an unknown account apart; Amazon Cognito with PreventUserExistenceErrors (our setting)
    // answers as if a code went out. Do the same, so the reset screen is no account oracle either.
    return {
      status: 200,
      contentType: COGNITO_CONTENT_TYPE,
      body: JSON.stringify({ CodeDeliveryDetails: maskedDelivery(input['Username']) }),
    };
  }
  return answer;
}

/** The delivery details Cognito gives for an e-mail code, destination masked (a***@e***). */
function maskedDelivery(username: unknown): Record<string, string> {
  const [local = '', domain = ''] = typeof username === 'string' ? username.trim().split('@') : [];
  return {
    AttributeName: 'email',
    DeliveryMedium: 'EMAIL',
    Destination: `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`,
  };
}

function send(reply: FastifyReply, answer: CognitoRawResponse): FastifyReply {
  // Tokens must never be cached by the browser, the service worker or a proxy.
  return reply
    .code(answer.status)
    .header('content-type', answer.contentType)
    .header('cache-control', 'no-store')
    .send(answer.body);
}
