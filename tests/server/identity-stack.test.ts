import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS } from '../../src/contract/manual-upload.ts';
import { DEMO_ORGS, DEMO_PASSWORD } from '../../server/demo/demo-users.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

interface Tokens {
  IdToken: string;
  RefreshToken: string;
}

/** The whole local product, wired as `npm start` wires it: identity tokens must open the API. */
describe('startStack: identity, proxy and API on one origin', () => {
  let dataDir: string;
  let stack: Stack;
  let origin: string;

  async function cognito(target: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${origin}/identity/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }

  const getUser = (token: string) => fetch(`${origin}/v1/user`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-stack-'));
    stack = await startStack({
      port: 0,
      dataDir,
      identityPort: await findFreePort(),
      inMemory: true,
      processes: 20,
      staticDir: null,
      env: {},
    });
    origin = stack.url.replace('localhost', '127.0.0.1');
  });

  afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prunes expired idempotency answers and revoked tokens by its scheduled retention job, keeping live ones', async () => {
    const { rows } = await stack.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = '${DEMO_USERS.admin.email}'`,
    );
    const userId = rows[0]?.id;
    expect(userId).toBeDefined();
    for (const [key, hoursAgo] of [
      ['expired', IDEMPOTENCY_TTL_HOURS + 1],
      ['recent', 1],
    ] as const) {
      await stack.db.query(
        `INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash, status_code, response, created_at)
         VALUES ($1, $2, $3, 'h', 201, '{}'::jsonb, now() - make_interval(hours => $4))`,
        [DEMO_ORGS.moraes, userId, `stack-${key}`, hoursAgo],
      );
    }
    await stack.db.query(
      `INSERT INTO revoked_tokens (token_hash, user_id, expires_at) VALUES ('stack-expired', $1, now() - interval '1 minute'),
       ('stack-live', $1, now() + interval '1 hour')`,
      [userId],
    );
    const left = async () => ({
      keys: (
        await stack.db.query<{ key: string }>("SELECT key FROM idempotency_keys WHERE key LIKE 'stack-%' ORDER BY key")
      ).rows.map((r) => r.key),
      tokens: (
        await stack.db.query<{ token_hash: string }>(
          "SELECT token_hash FROM revoked_tokens WHERE token_hash LIKE 'stack-%' ORDER BY 1",
        )
      ).rows.map((r) => r.token_hash),
    });
    // The stack schedules retention hourly on the job queue; one run (what the schedule sends) prunes.
    const jobs = stack.app?.jobs;
    if (!jobs) throw new Error('the single-instance stack runs the API in process');
    expect((await jobs.listSchedules()).map((row) => row.name)).toContain('retention');
    await jobs.send('retention', {});
    await jobs.drain();
    expect(await left()).toEqual({ keys: ['stack-recent'], tokens: ['stack-live'] });
  });

  it('serves the runtime config with the provisioned pool and the same-origin identity endpoint', async () => {
    const config = (await (await fetch(`${origin}/app-config.json`)).json()) as Record<string, Record<string, unknown>>;
    expect(config['identity']).toEqual({
      userPoolId: stack.identity.userPoolId,
      userPoolClientId: stack.identity.clientId,
      userPoolEndpoint: '/identity/',
      oauthDomain: null,
    });
    expect(config['contact']).toEqual({ email: 'suporte@painel-juridico.com.br', phone: '(11) 4002-8922' });
    expect(config['sentryDsn']).toBeNull();
  });

  it('accepts an ID token from the identity, and a refreshed one, on the API', async () => {
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.identity.clientId,
      AuthParameters: { USERNAME: DEMO_USERS.admin.email, PASSWORD: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const tokens = signIn.json['AuthenticationResult'] as Tokens;
    const user = await getUser(tokens.IdToken);
    expect(user.status).toBe(200);
    expect(JSON.stringify(await user.json())).toContain(DEMO_USERS.admin.email);

    const refreshed = await cognito('GetTokensFromRefreshToken', {
      ClientId: stack.identity.clientId,
      RefreshToken: tokens.RefreshToken,
    });
    const fresh = refreshed.json['AuthenticationResult'] as Tokens;
    expect((await getUser(fresh.IdToken)).status).toBe(200);
  });

  it('binds every demo user to its identity subject at start, and the real ID token carries email_verified', async () => {
    const { rows } = await stack.db.query<{ email: string; subject: string | null }>(
      'SELECT email, subject FROM users WHERE subject IS NOT NULL ORDER BY email',
    );
    expect(rows).toEqual(
      [...stack.identity.subjects]
        .sort((a, b) => a.email.localeCompare(b.email))
        .map(({ email, sub }) => ({ email, subject: sub })),
    );
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.identity.clientId,
      AuthParameters: { USERNAME: DEMO_USERS.advogada.email, PASSWORD: DEMO_PASSWORD },
    });
    const token = (signIn.json['AuthenticationResult'] as Tokens).IdToken;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      email: DEMO_USERS.advogada.email,
      email_verified: true,
      sub: stack.identity.subjects.find((s) => s.email === DEMO_USERS.advogada.email)?.sub,
    });
    expect((await getUser(token)).status).toBe(200);
  });

  it('refuses a tampered token with 401', async () => {
    const signIn = await cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.identity.clientId,
      AuthParameters: { USERNAME: DEMO_USERS.basico.email, PASSWORD: DEMO_PASSWORD },
    });
    const token = (signIn.json['AuthenticationResult'] as Tokens).IdToken;
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: DEMO_USERS.admin.email })).toString('base64url');
    expect((await getUser(`${header}.${forged}.${signature}`)).status).toBe(401);
  });

  it('stops everything: the API port closes and cognito-local ends', async () => {
    const pid = stack.identity.pid;
    await stack.stop();
    await expect(fetch(`${origin}/app-config.json`)).rejects.toThrow();
    expect(() => process.kill(pid, 0)).toThrow();
    await stack.stop(); // idempotent
  });
});
