import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../../server/demo/demo-users.ts';
import type { Db } from '../../server/db/db.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { startIdentity, type IdentityService } from '../../server/dev-stack/start-identity.ts';
import { callCognito } from './helpers/cognito-local-call.ts';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import { TEMPORARY_PASSWORD_EXPIRED } from '../../server/identity/sign-in-events.ts';
import { runRetention } from '../../server/maintenance/retention.ts';
import { insertChallengeSession } from '../../server/repositories/identity-challenges.ts';
import { linkUserSubjects } from '../../server/repositories/users.ts';
import { createSeededDb } from './helpers/seeded-db.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

type Json = Record<string, unknown>;

const WRONG_CREDENTIALS = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const INVITE_PASSWORD = 'Provisoria@2026';

/**
 * Issue 28 item 2: the NEW_PASSWORD_REQUIRED challenge through the /identity/ proxy (real cognito-local). The emulator
 * answers the challenge to anyone who names an account and checks neither the temporary password nor the Session;
 * the proxy must, as Amazon Cognito does.
 */
describe('identity proxy: the new-password challenge answers only what it issued', () => {
  let dataDir: string;
  let identity: IdentityService;
  let db: Db;
  let app: FastifyInstance;
  let sibling: FastifyInstance;
  let timed: FastifyInstance;
  let clock = Date.now();

  async function call(
    target: string,
    body: object,
    on: FastifyInstance = app,
  ): Promise<{ status: number; json: Json }> {
    const response = await on.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      payload: JSON.stringify(body),
    });
    return { status: response.statusCode, json: response.json() };
  }
  const signIn = (email: string, password: string, on?: FastifyInstance) =>
    call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      },
      on,
    );
  const respond = (session: unknown, username: string, password: string, on?: FastifyInstance) =>
    call(
      'RespondToAuthChallenge',
      {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: identity.clientId,
        Session: session,
        ChallengeResponses: { USERNAME: username, NEW_PASSWORD: password },
      },
      on,
    );
  /** A pending invitation made in the emulator only (no database row: it never expires). */
  const invite = (email: string) =>
    callCognito(identity.url, 'AdminCreateUser', {
      UserPoolId: identity.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      TemporaryPassword: INVITE_PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
  const expectRefused = (answer: { status: number; json: Json }) => {
    expect(answer.status).toBe(400);
    expect(answer.json['__type']).toBe('NotAuthorizedException');
    expect(answer.json['AuthenticationResult']).toBeUndefined();
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-challenge-'));
    identity = await startIdentity({ dataDir, port: await findFreePort() });
    db = await createSeededDb();
    await linkUserSubjects(db, identity.subjects);
    const build = async (options: { now?: () => Date } = {}) => {
      const instance = Fastify();
      await instance.register(identityProxy({ target: identity.url, db, ...options }));
      await instance.ready();
      return instance;
    };
    app = await build();
    // Another API instance on the same database (API_INSTANCES > 1): a round-robin front may send the answer there.
    sibling = await build();
    timed = await build({ now: () => new Date(clock) });
  }, 60_000);

  afterAll(async () => {
    await Promise.all([app?.close(), sibling?.close(), timed?.close()]);
    await identity?.stop();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a made-up Session for a pending invitation, whose temporary password keeps working', async () => {
    for (const session of ['made-up', '3b241101-e2bb-4255-8caf-4136c566a962']) {
      expectRefused(await respond(session, DEMO_USERS.temporaria.email, 'Invasora@2026'));
    }
    expect((await signIn(DEMO_USERS.temporaria.email, 'Invasora@2026')).json).toEqual(WRONG_CREDENTIALS);
    expect((await signIn(DEMO_USERS.temporaria.email, DEMO_TEMPORARY_PASSWORD)).json['ChallengeName']).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });

  it('never answers a NEW_PASSWORD_REQUIRED for a confirmed account', async () => {
    expectRefused(await respond('made-up', DEMO_USERS.admin.email, 'Invasora@2026'));
    expect((await signIn(DEMO_USERS.admin.email, 'Invasora@2026')).json).toEqual(WRONG_CREDENTIALS);
    expect((await signIn(DEMO_USERS.admin.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('answers a wrong password of a pending invitation as for a confirmed account: no challenge, no session', async () => {
    for (const email of [DEMO_USERS.temporaria.email, DEMO_USERS.conviteExpirado.email]) {
      const answer = await signIn(email, 'Errada@2026');
      expect(answer.status, email).toBe(400);
      expect(answer.json, email).toEqual(WRONG_CREDENTIALS);
    }
  });

  it('refuses an expired temporary password with the expiry error and issues no session for it', async () => {
    const expired = await signIn(DEMO_USERS.conviteExpirado.email, DEMO_TEMPORARY_PASSWORD);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({ __type: 'NotAuthorizedException', message: TEMPORARY_PASSWORD_EXPIRED });
    expectRefused(await respond('made-up', DEMO_USERS.conviteExpirado.email, 'Contornada@2026'));
    expect((await signIn(DEMO_USERS.conviteExpirado.email, 'Contornada@2026')).json).toEqual(WRONG_CREDENTIALS);
  });

  it('issues its own Session for the right temporary password, and the new password is set with it', async () => {
    await invite('convidada@exemplo.test');
    const challenge = await signIn('convidada@exemplo.test', INVITE_PASSWORD);
    expect(challenge.status).toBe(200);
    expect(challenge.json['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
    const session = String(challenge.json['Session']);
    // Not the emulator's bare uuid: a random secret the proxy keeps.
    expect(session).not.toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    expect(session.length).toBeGreaterThanOrEqual(40);
    // Answered on another instance of the same database.
    const done = await respond(session, 'convidada@exemplo.test', 'Definitiva@2026', sibling);
    expect(done.status).toBe(200);
    expect(done.json['AuthenticationResult']).toMatchObject({ IdToken: expect.any(String) });
    expect((await signIn('convidada@exemplo.test', 'Definitiva@2026')).status).toBe(200);
    // Used once: the same Session cannot set the password again, now that the account is confirmed.
    expectRefused(await respond(session, 'convidada@exemplo.test', 'Segunda@2026'));
    expect((await signIn('convidada@exemplo.test', 'Segunda@2026')).json).toEqual(WRONG_CREDENTIALS);
  });

  it('answers a Session once when two instances race for it', async () => {
    await invite('corrida@exemplo.test');
    const session = String((await signIn('corrida@exemplo.test', INVITE_PASSWORD)).json['Session']);
    const answers = await Promise.all([
      respond(session, 'corrida@exemplo.test', 'Primeira@2026', app),
      respond(session, 'corrida@exemplo.test', 'Segunda@2026', sibling),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('binds a Session to the account it was issued for', async () => {
    await invite('vitima@exemplo.test');
    await invite('atacante@exemplo.test');
    const mine = String((await signIn('atacante@exemplo.test', INVITE_PASSWORD)).json['Session']);
    expectRefused(await respond(mine, 'vitima@exemplo.test', 'Tomada@2026'));
    expectRefused(await respond(mine, DEMO_USERS.admin.email, 'Tomada@2026'));
    expect((await signIn('vitima@exemplo.test', 'Tomada@2026')).json).toEqual(WRONG_CREDENTIALS);
    expect((await signIn('vitima@exemplo.test', INVITE_PASSWORD)).json['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
    expect((await signIn(DEMO_USERS.admin.email, DEMO_PASSWORD)).status).toBe(200);
  });

  it('keeps a Session when the new password breaks the policy, and lets it lapse after its short validity', async () => {
    await invite('lenta@exemplo.test');
    clock = Date.now();
    const first = String((await signIn('lenta@exemplo.test', INVITE_PASSWORD, timed)).json['Session']);
    expect((await respond(first, 'lenta@exemplo.test', 'fraca', timed)).json['__type']).toBe(
      'InvalidPasswordException',
    );
    clock += 4 * 60_000;
    const late = await respond(first, 'lenta@exemplo.test', 'Atrasada@2026', timed);
    expectRefused(late);
    expect(late.json['message']).toMatch(/session is expired/i);
    const second = String((await signIn('lenta@exemplo.test', INVITE_PASSWORD, timed)).json['Session']);
    clock += 2 * 60_000;
    expect((await respond(second, 'lenta@exemplo.test', 'Pontual@2026', timed)).status).toBe(200);
  });

  it('refuses a live Session once the account was confirmed another way', async () => {
    await invite('confirmada@exemplo.test');
    const session = String((await signIn('confirmada@exemplo.test', INVITE_PASSWORD)).json['Session']);
    await callCognito(identity.url, 'AdminSetUserPassword', {
      UserPoolId: identity.userPoolId,
      Username: 'confirmada@exemplo.test',
      Password: 'Escolhida@2026',
      Permanent: true,
    });
    expectRefused(await respond(session, 'confirmada@exemplo.test', 'Sobrescrita@2026'));
    expect((await signIn('confirmada@exemplo.test', 'Escolhida@2026')).status).toBe(200);
  });

  it('prunes expired sessions in the retention job, keeping live ones', async () => {
    const row = {
      subject: 's',
      username: 'u',
      userPoolId: 'p',
      challengeName: 'NEW_PASSWORD_REQUIRED',
      upstreamSession: 'x',
    };
    await insertChallengeSession(db, 'retention-expired', { ...row, expiresAt: new Date(Date.now() - 1000) });
    await insertChallengeSession(db, 'retention-live', { ...row, expiresAt: new Date(Date.now() + 60_000) });
    await runRetention(db);
    const { rows } = await db.query<{ session_hash: string }>(
      "SELECT session_hash FROM identity_challenge_sessions WHERE session_hash LIKE 'retention-%'",
    );
    expect(rows.map((r) => r.session_hash)).toEqual(['retention-live']);
  });
});
