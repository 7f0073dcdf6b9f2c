/** Signs a demo user in through the app's /identity/ proxy (cognito-local, USER_PASSWORD_AUTH) and returns the ID token. */
export async function idTokenFor(baseUrl: string, clientId: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/identity/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string }; message?: string };
  const token = body.AuthenticationResult?.IdToken;
  if (!token) throw new Error(`sign-in of ${email} failed: ${response.status} ${body.message ?? ''}`);
  return token;
}
