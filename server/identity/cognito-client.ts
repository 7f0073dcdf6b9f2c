/**
 * The raw Cognito Identity Provider JSON exchange of the identity proxy (identity-proxy.ts), which forwards the
 * browser's unauthenticated calls (InitiateAuth, RespondToAuthChallenge, ForgotPassword…) and must pass the
 * service's status and body through untouched, or answer in Cognito's own error shape. The AWS SDK cannot do that:
 * it parses answers into objects and errors into exceptions. Every administration call (signed, with credentials)
 * goes through the SDK instead: cognito-sdk.ts, identity-admin.ts, pool-provisioning.ts.
 */
export const COGNITO_CONTENT_TYPE = 'application/x-amz-json-1.1';
export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** Raw exchange, for callers (the proxy) that must pass the status and body through untouched. */
export interface CognitoRawResponse {
  status: number;
  contentType: string;
  body: string;
}

/** An error in Cognito's JSON shape, so clients (Amplify) raise it by its type. */
export function cognitoError(status: number, type: string, message: string): CognitoRawResponse {
  return { status, contentType: COGNITO_CONTENT_TYPE, body: JSON.stringify({ __type: type, message }) };
}

export async function sendCognitoRaw(endpoint: string, target: string, body: string): Promise<CognitoRawResponse> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': COGNITO_CONTENT_TYPE, 'x-amz-target': `${COGNITO_TARGET_PREFIX}${target}` },
    body,
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? 'application/json',
    body: await response.text(),
  };
}

export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
