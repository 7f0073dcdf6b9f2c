import { createSign } from 'node:crypto';

/** A JWT signed RS256 with `kid` CognitoLocal: the key of cognito-local's JWKS, so the API verifies it as the emulator's. */
export function signRs256(privateKeyPem: string, payload: Record<string, unknown>, kid = 'CognitoLocal'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${part({ alg: 'RS256', typ: 'JWT', kid })}.${part(payload)}`;
  const signature = createSign('RSA-SHA256').update(input).sign(privateKeyPem).toString('base64url');
  return `${input}.${signature}`;
}
