import { createHmac } from 'node:crypto';
import { parseJsonObject, sendCognitoRaw, type CognitoRawResponse } from './cognito-client.ts';

/**
 * aws-amplify 6.22 refreshes tokens with GetTokensFromRefreshToken ({ ClientId, RefreshToken, ClientSecret?,
 * DeviceKey?, ClientMetadata? } → { AuthenticationResult }), which cognito-local 5.3.0 does not implement. The same
 * result comes from InitiateAuth with AuthFlow REFRESH_TOKEN_AUTH, so the proxy rewrites the call and reshapes the
 * answer. Errors (an unknown or revoked refresh token → NotAuthorizedException) pass through unchanged, and Amplify
 * treats them as it would from Cognito.
 */
export async function getTokensFromRefreshToken(
  endpoint: string,
  input: Record<string, unknown>,
): Promise<CognitoRawResponse> {
  const clientId = stringField(input, 'ClientId');
  const refreshToken = stringField(input, 'RefreshToken');
  if (!clientId || !refreshToken) {
    return invalidParameter('ClientId and RefreshToken are required');
  }
  const authParameters: Record<string, string> = { REFRESH_TOKEN: refreshToken };
  const deviceKey = stringField(input, 'DeviceKey');
  if (deviceKey) authParameters['DEVICE_KEY'] = deviceKey;
  const clientSecret = stringField(input, 'ClientSecret');
  if (clientSecret) {
    // InitiateAuth takes a SECRET_HASH instead of the secret itself; with refresh tokens Cognito hashes the username.
    authParameters['SECRET_HASH'] = secretHash(clientSecret, usernameOf(refreshToken), clientId);
  }
  const initiateAuth = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: clientId,
    AuthParameters: authParameters,
    ...(input['ClientMetadata'] ? { ClientMetadata: input['ClientMetadata'] } : {}),
  };
  const answer = await sendCognitoRaw(endpoint, 'InitiateAuth', JSON.stringify(initiateAuth));
  if (answer.status >= 300) return answer;

  const result = parseJsonObject(answer.body)['AuthenticationResult'] as Record<string, unknown> | undefined;
  const accessToken = result ? stringField(result, 'AccessToken') : undefined;
  if (!result || !accessToken) {
    return {
      status: 500,
      contentType: 'application/x-amz-json-1.1',
      body: JSON.stringify({ __type: 'InternalErrorException', message: 'The identity service returned no tokens' }),
    };
  }
  const authenticationResult = {
    AccessToken: accessToken,
    IdToken: result['IdToken'],
    // cognito-local leaves these empty; Cognito reports the access token's lifetime and the Bearer type.
    ExpiresIn: typeof result['ExpiresIn'] === 'number' ? result['ExpiresIn'] : lifetimeSeconds(accessToken),
    TokenType: typeof result['TokenType'] === 'string' ? result['TokenType'] : 'Bearer',
    // Without rotation Cognito hands back no new refresh token; the client keeps using the one it sent.
    RefreshToken: stringField(result, 'RefreshToken') ?? refreshToken,
    ...(result['NewDeviceMetadata'] ? { NewDeviceMetadata: result['NewDeviceMetadata'] } : {}),
  };
  return {
    status: 200,
    contentType: 'application/x-amz-json-1.1',
    body: JSON.stringify({ AuthenticationResult: authenticationResult }),
  };
}

function stringField(source: Record<string, unknown>, key: string): string | undefined {
  const value = source[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function invalidParameter(message: string): CognitoRawResponse {
  return {
    status: 400,
    contentType: 'application/x-amz-json-1.1',
    body: JSON.stringify({ __type: 'InvalidParameterException', message }),
  };
}

/** Claims of a JWT, unverified: used only to read `exp`/`iat` or the username, never to trust anything. */
function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1];
  if (!payload) return {};
  return parseJsonObject(Buffer.from(payload, 'base64url').toString('utf8'));
}

function lifetimeSeconds(token: string): number {
  const { exp, iat } = claimsOf(token);
  return typeof exp === 'number' && typeof iat === 'number' ? exp - iat : 3600;
}

function usernameOf(refreshToken: string): string {
  const username = claimsOf(refreshToken)['cognito:username'];
  return typeof username === 'string' ? username : '';
}

function secretHash(secret: string, username: string, clientId: string): string {
  return createHmac('sha256', secret)
    .update(username + clientId)
    .digest('base64');
}
