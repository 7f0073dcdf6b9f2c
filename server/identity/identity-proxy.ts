import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  COGNITO_CONTENT_TYPE,
  COGNITO_TARGET_PREFIX,
  parseJsonObject,
  sendCognitoRaw,
  type CognitoRawResponse,
} from './cognito-client.ts';
import { passwordPolicyViolation, proposedPassword } from './password-policy.ts';
import { getTokensFromRefreshToken } from './refresh-bridge.ts';

export interface IdentityProxyOptions {
  /** Where cognito-local answers, e.g. http://127.0.0.1:9229. */
  target: string;
  /** Path on the app's origin (Amplify's userPoolEndpoint). Default '/identity/'. */
  path?: string;
}

/**
 * The operations a browser may call, as with Amazon Cognito, where everything else (Admin*, CreateUserPool, ...)
 * needs IAM credentials. cognito-local checks no credentials at all, so exposing it unfiltered on the public
 * origin would let anyone reset any password. SignUp is absent because accounts are created by administrators.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetTokensFromRefreshToken',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'RevokeToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ConfirmDevice',
  'GetDevice',
  'ListDevices',
  'ForgetDevice',
  'UpdateDeviceStatus',
]);

const BODY_LIMIT = 64 * 1024;

/**
 * Serves the Cognito JSON protocol on the app's own origin and forwards it to cognito-local, so the PWA needs no
 * CORS and no second address. Besides plain forwarding it bridges what the emulator lacks or does differently:
 * GetTokensFromRefreshToken (see refresh-bridge.ts), the pool's password policy, and the wrong-password error type.
 * Register it encapsulated (plain `app.register`): its content-type parser must not leak into the API.
 */
export function identityProxy(options: IdentityProxyOptions): FastifyPluginAsync {
  const path = options.path ?? '/identity/';
  return async (instance) => {
    instance.addContentTypeParser(COGNITO_CONTENT_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers['x-amz-target'];
      const target = typeof header === 'string' && header.startsWith(COGNITO_TARGET_PREFIX) ? header.slice(COGNITO_TARGET_PREFIX.length) : '';
      if (!target) return send(reply, cognitoError(400, 'InvalidParameterException', 'Missing or invalid X-Amz-Target header'));
      if (!PUBLIC_OPERATIONS.has(target)) {
        return send(reply, cognitoError(400, 'NotAuthorizedException', `${target} is not available on the public identity endpoint`));
      }
      const rawBody = typeof request.body === 'string' ? request.body : JSON.stringify(request.body ?? {});
      try {
        return send(reply, await forward(options.target, target, rawBody));
      } catch (error) {
        request.log.error({ err: error, target }, 'identity service unreachable');
        return send(reply, cognitoError(503, 'InternalErrorException', 'The identity service is unavailable'));
      }
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

async function forward(endpoint: string, target: string, rawBody: string): Promise<CognitoRawResponse> {
  const input = parseJsonObject(rawBody);
  const password = proposedPassword(target, input);
  const violation = password === undefined ? null : passwordPolicyViolation(password);
  if (violation) return cognitoError(400, 'InvalidPasswordException', violation);

  if (target === 'GetTokensFromRefreshToken') return getTokensFromRefreshToken(endpoint, input);

  const answer = await sendCognitoRaw(endpoint, target, rawBody);
  if (target === 'InitiateAuth' && answer.status === 400) {
    // cognito-local says InvalidPasswordException for a wrong password; Cognito says NotAuthorizedException and
    // keeps InvalidPasswordException for policy violations. Answer like Cognito so the client has one behaviour.
    const error = parseJsonObject(answer.body);
    if (error['__type'] === 'InvalidPasswordException') {
      return cognitoError(400, 'NotAuthorizedException', 'Incorrect username or password.');
    }
  }
  return answer;
}

function cognitoError(status: number, type: string, message: string): CognitoRawResponse {
  return { status, contentType: COGNITO_CONTENT_TYPE, body: JSON.stringify({ __type: type, message }) };
}

function send(reply: FastifyReply, answer: CognitoRawResponse): FastifyReply {
  // Tokens must never be cached by the browser, the service worker or a proxy.
  return reply.code(answer.status).header('content-type', answer.contentType).header('cache-control', 'no-store').send(answer.body);
}
