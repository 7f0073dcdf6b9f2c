/**
 * A minimal client for the Cognito Identity Provider JSON protocol. cognito-local speaks the same wire format as
 * Amazon Cognito, so plain fetch is enough and the project avoids pulling in the AWS SDK.
 */
export const COGNITO_CONTENT_TYPE = 'application/x-amz-json-1.1';
export const COGNITO_TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** An error answered by the identity service, with its Cognito error type (e.g. 'NotAuthorizedException'). */
export class CognitoServiceError extends Error {
  readonly type: string;
  readonly status: number;

  constructor(type: string, message: string, status: number) {
    super(`${type}: ${message}`);
    this.name = 'CognitoServiceError';
    this.type = type;
    this.status = status;
  }
}

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

/** Calls one operation and returns its parsed output, or throws CognitoServiceError with the service's error type. */
export async function callCognito<T = Record<string, unknown>>(
  endpoint: string,
  target: string,
  input: object,
): Promise<T> {
  const raw = await sendCognitoRaw(endpoint, target, JSON.stringify(input));
  const parsed = parseJsonObject(raw.body);
  if (raw.status >= 300) {
    const type = typeof parsed['__type'] === 'string' ? parsed['__type'] : `HTTP${raw.status}`;
    const message = typeof parsed['message'] === 'string' ? parsed['message'] : raw.body;
    throw new CognitoServiceError(type.split('#').pop() ?? type, message, raw.status);
  }
  return parsed as T;
}

export function parseJsonObject(text: string): Record<string, unknown> {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
