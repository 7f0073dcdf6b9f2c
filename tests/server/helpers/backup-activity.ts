import { expect } from 'vitest';
import { buildApp, type App } from '../../../server/app.ts';
import type { Db } from '../../../server/db/db.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { createFakeIdentityAdmin } from './fake-identity-admin.ts';
import { TEST_APP_CONFIG } from './test-app.ts';
import { createTestIdentity } from './tokens.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const ADMIN = 'admin@exemplo.test';
export const NEW_MEMBER = 'backup.colega@exemplo.test';

const identity = createTestIdentity();

async function appOn(db: Db): Promise<{
  app: App;
  call: (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => Promise<{ status: number; json: unknown }>;
}> {
  const app = await buildApp({
    db,
    verifier: identity.verifier,
    appConfig: TEST_APP_CONFIG,
    identityAdmin: createFakeIdentityAdmin(),
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  await app.ready();
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${identity.sign({ email: ADMIN })}` },
      ...(body ? { payload: body } : {}),
    });
    return { status: answer.statusCode, json: answer.body ? (answer.json() as unknown) : null };
  };
  return { app, call };
}

interface Member {
  id: string;
  email: string;
  active: boolean;
}

/** Audited work an admin does through the API before the backup: a person added, another deactivated. */
export async function doAuditedActivity(db: Db): Promise<void> {
  const { app, call } = await appOn(db);
  try {
    expect(
      (
        await call('POST', `${ORG}/adduser`, {
          username: NEW_MEMBER,
          name: 'Colega Backup',
          organizationLawFirmId: DEMO_ORGS.moraes,
          accessType: 'BASIC',
        })
      ).status,
    ).toBe(201);
    const members = (await call('GET', `${ORG}/listuser`)).json as Member[];
    const basico = members.find((member) => member.email === 'basico@exemplo.test');
    expect((await call('PUT', `${ORG}/user/${basico?.id}/inactivate`)).status).toBe(200);
    await app.jobs.drain();
  } finally {
    await app.close();
  }
}

/** The API started on the restored database serves that work, is ready, and the server verifies the audit chain. */
export async function expectRestoredApi(db: Db): Promise<void> {
  const { app, call } = await appOn(db);
  try {
    expect((await app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    const members = (await call('GET', `${ORG}/listuser`)).json as Member[];
    expect(members.find((member) => member.email === NEW_MEMBER)).toBeDefined();
    expect(members.find((member) => member.email === 'basico@exemplo.test')?.active).toBe(false);
    const verified = await call('GET', `${ORG}/audit/verify`);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({ ok: true });
    expect((verified.json as { checked: number }).checked).toBeGreaterThan(2);
  } finally {
    await app.close();
  }
}
