import {
  CognitoIdentityProviderClient,
  CognitoIdentityProviderServiceException,
} from '@aws-sdk/client-cognito-identity-provider';

/** Where the user pool's administration API is: Amazon Cognito in a region, or an emulator at `endpoint`. */
export interface CognitoConnection {
  region: string;
  /** cognito-local (tests, the local stack, a demo); omitted = Amazon Cognito's regional endpoint. */
  endpoint?: string | null;
}

/**
 * The AWS SDK client of the identity administration. Against Amazon Cognito it signs with SigV4 and takes its
 * credentials from the standard chain (environment, shared config, instance or task role), retrying throttled and
 * failed calls itself. Against an emulator it gets fixed dummy credentials: cognito-local checks no signature, and
 * the chain must not go looking for an instance role on a developer's machine.
 */
export function createCognitoClient(connection: CognitoConnection): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    region: connection.region,
    maxAttempts: 3,
    ...(connection.endpoint
      ? {
          endpoint: connection.endpoint,
          credentials: { accessKeyId: 'cognito-local', secretAccessKey: 'cognito-local' },
        }
      : {}),
  });
}

/** The service's own refusal (4xx: UserNotFoundException, UsernameExistsException…), by its error name; else null. */
export function cognitoRefusal(error: unknown): { type: string; status: number } | null {
  if (!(error instanceof CognitoIdentityProviderServiceException)) return null;
  const status = error.$metadata.httpStatusCode ?? (error.$fault === 'client' ? 400 : 500);
  return status < 500 ? { type: error.name, status } : null;
}

export const isCognitoError = (error: unknown, type: string): boolean => cognitoRefusal(error)?.type === type;
