/**
 * npm run identity:provision — creates or updates the Amazon Cognito user pool and its web app client with the
 * product's settings (password policy, Portuguese invitation e-mail, token lifetimes, no self sign-up), then prints
 * the two ids npm run start:prod needs. Safe to run again on every release: found by name, settings re-applied.
 *   AWS_REGION (or COGNITO_REGION): the region; credentials from the standard AWS chain (docs/iam-identity-provision.json)
 *   COGNITO_ENDPOINT: an emulator instead (cognito-local, tests)
 *   IDENTITY_POOL_NAME, IDENTITY_CLIENT_NAME: other names (default painel-juridico, painel-juridico-web)
 */
import { createCognitoClient } from '../server/identity/cognito-sdk.ts';
import { APP_CLIENT_NAME, provisionPool, USER_POOL_NAME } from '../server/identity/pool-provisioning.ts';

async function main(): Promise<void> {
  const endpoint = process.env.COGNITO_ENDPOINT?.trim() || null;
  const region = process.env.COGNITO_REGION?.trim() || process.env.AWS_REGION?.trim() || (endpoint ? 'local' : '');
  if (!region) throw new Error('defina AWS_REGION (ex.: sa-east-1) / set AWS_REGION (e.g. sa-east-1)');
  const client = createCognitoClient(endpoint ? { region, endpoint } : { region });
  try {
    const names = {
      pool: process.env.IDENTITY_POOL_NAME?.trim() || USER_POOL_NAME,
      client: process.env.IDENTITY_CLIENT_NAME?.trim() || APP_CLIENT_NAME,
    };
    const result = await provisionPool(client, names);
    const what = (created: boolean) => (created ? 'criado / created' : 'atualizado / updated');
    console.log(
      `User pool ${names.pool}: ${what(result.created.pool)}; app client ${names.client}: ${what(result.created.client)}.`,
    );
    console.log(`COGNITO_USER_POOL_ID=${result.userPoolId}`);
    console.log(`COGNITO_CLIENT_ID=${result.clientId}`);
  } finally {
    client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`identity:provision falhou / failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
