import { parseJsonObject, sendCognitoRaw } from '../../../server/identity/cognito-client.ts';

/** An error answered by cognito-local, with its Cognito error type (e.g. 'NotAuthorizedException'). */
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

/**
 * One raw JSON call to cognito-local, for tests that set the emulator up or look into it the way a browser would
 * (the server itself administers identities through the AWS SDK: server/identity/cognito-sdk.ts).
 */
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
