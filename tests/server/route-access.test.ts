import Fastify, { type FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { member, PUBLIC, type RouteAccess } from '../../server/auth/access.ts';
import fp from 'fastify-plugin';
import { authorization } from '../../server/auth/authorize.ts';
import { PLUGIN } from '../../server/http/plugin-names.ts';
import { OWNERSHIP_RULES } from '../../server/auth/resource-ownership.ts';
import { openTestDatabase } from './helpers/test-database.ts';
import { OrgParams } from '../../src/contract/common.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { createTestIdentity } from './helpers/tokens.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const API_ROUTE = /^\/v[12](\/|$)/;
const NO_ACCESS = 'Você não tem acesso a esta organização.';
const WRONG_PROFILE = 'Seu perfil não permite esta ação nesta organização.';

/** Path parameters of member routes that name no organization-owned resource, and why. */
const NOT_OWNED_PARAMS: Record<string, string> = {
  orgId: 'the organization itself: membership',
  holderId: 'checked against the organization by the hook',
  userId:
    "a person; whether they are a member of the path's organization is checked by the action (400 for movement people, 404 for member management)",
  responsibility: 'an enum value',
  term: 'a CPF/CNPJ; that the organization looked it up is a 409 of the action',
  documentNumber: 'a CNPJ; that the organization looked it up is a 404 of the QSA lookup',
  entityId: "a provider's entity id; it must be in the graph of the (owned) relationshipAnalysisId, else 404",
};

const routeWith =
  (url: string, access?: RouteAccess, params = false): FastifyPluginAsync =>
  async (app) => {
    app.get(
      url,
      { ...(access ? { config: { access } } : {}), schema: { hide: true, ...(params ? { params: OrgParams } : {}) } },
      async () => ({}),
    );
  };

/** Registers `plugin` on a bare Fastify with only the authorization hook: null = started, otherwise the error message. */
async function registerWith(plugin: FastifyPluginAsync): Promise<string | null> {
  const app = Fastify();
  try {
    // Authorization declares that it comes after authentication; this bare app needs only its name.
    await app.register(fp(async () => undefined, { name: PLUGIN.authentication }));
    await app.register(authorization);
    await app.register(plugin);
    await app.ready();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await app.close();
  }
}

describe('route access declarations (registration)', () => {
  it('makes buildApp fail with a /v1 route that declares no access, naming it', async () => {
    // The database is only held while building (the file-link key is given), so it needs no migration.
    const db = await openTestDatabase();
    try {
      const build = buildApp({
        db,
        verifier: createTestIdentity().verifier,
        appConfig: TEST_APP_CONFIG,
        fileLinkSecret: 'segredo',
        plugins: [routeWith('/v1/forgotten')],
      });
      await expect(build).rejects.toThrow(/GET \/v1\/forgotten has no config\.access/);
    } finally {
      await db.close();
    }
  }, 90_000);

  it('refuses /v2 routes too, a public route without a why and a member route whose path lacks the declared id', async () => {
    expect(await registerWith(routeWith('/v2/organization/:orgId/forgotten', undefined, true))).toMatch(
      /GET \/v2\/organization\/:orgId\/forgotten has no config\.access/,
    );
    expect(await registerWith(routeWith('/v1/open', PUBLIC('  ')))).toMatch(/GET \/v1\/open is public without a why/);
    expect(await registerWith(routeWith('/v1/no-org', member()))).toMatch(
      /GET \/v1\/no-org names params\.orgId, which its path lacks/,
    );
  });

  it('starts with declared routes, and non-API routes may omit the declaration', async () => {
    expect(await registerWith(routeWith('/v1/organization/:orgId/declared', member(), true))).toBeNull();
    expect(await registerWith(routeWith('/identity/undeclared'))).toBeNull();
  });
});

describe('route access declarations (the registered API)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ enableTestRoutes: true });
  });
  afterAll(async () => ctx.close());

  const api = () => ctx.app.routeCatalogue.filter((route) => API_ROUTE.test(route.url) && route.method !== 'HEAD');

  it('lists every /v1 and /v2 route with an access declaration; public ones say why', () => {
    const routes = api();
    expect(routes.length).toBeGreaterThanOrEqual(55);
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toBeDefined();
      if (route.access?.kind === 'public') expect(route.access.why.trim(), `${route.method} ${route.url}`).not.toBe('');
    }
  });

  it('keeps the open API surface to the reviewed list', () => {
    const open = api()
      .filter((route) => route.access?.kind === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(open).toEqual([
      'GET /v1/analysis-reports/:analysisId/content',
      'GET /v1/files/:fileId/content',
      'POST /v1/accept-terms',
      'POST /v1/forgot-password',
      'POST /v1/test/court-feed',
    ]);
  });

  it('checks every id in a member route path: each is in the ownership registry or named as not owned', () => {
    for (const route of api().filter((r) => r.access?.kind === 'member')) {
      for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
        expect(param! in OWNERSHIP_RULES || param! in NOT_OWNED_PARAMS, `${route.method} ${route.url} :${param}`).toBe(
          true,
        );
      }
    }
  });

  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, email: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: ctx.as(email), ...(payload ? { payload } : {}) });
  const firstId = async (sql: string): Promise<number> => {
    const { rows } = await ctx.db.query<{ id: number | string }>(sql);
    expect(rows[0], sql).toBeDefined();
    return Number(rows[0]!.id);
  };
  const processOf = (organizationId: number) =>
    firstId(`SELECT id FROM processes WHERE organization_id = ${organizationId} ORDER BY id LIMIT 1`);

  it('refuses profiles a member route does not list (403), and lets the listed ones through', async () => {
    const settings = { changeProcess: true, newProcess: true };
    const refused = await call(
      'PUT',
      `/v1/organization/${DEMO_ORGS.moraes}/settings/notifications`,
      DEMO_USERS.basico.email,
      settings,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(WRONG_PROFILE);
    expect(
      (
        await call(
          'PUT',
          `/v1/organization/${DEMO_ORGS.moraes}/settings/notifications`,
          DEMO_USERS.admin.email,
          settings,
        )
      ).statusCode,
    ).toBe(200);

    const processId = await processOf(DEMO_ORGS.moraes);
    const changeValue = `/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/changevalue`;
    const basic = await call('POST', changeValue, DEMO_USERS.basico.email, { valueProcess: 12_345 });
    expect(basic.statusCode).toBe(403);
    expect(basic.json().message).toBe(WRONG_PROFILE);
    expect((await call('POST', changeValue, DEMO_USERS.advogada.email, { valueProcess: 12_345 })).statusCode).toBe(200);

    // The organization derived from the process: the same profile rule applies.
    const edit = await call('PUT', `/v1/process/${processId}`, DEMO_USERS.basico.email, { notes: 'x' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(WRONG_PROFILE);
  });

  it('reads the organization from the query, the body or a process, and refuses non-members', async () => {
    for (const refused of [
      await call('GET', `/v1/url?organizationId=${DEMO_ORGS.atlantico}`, DEMO_USERS.admin.email),
      await call('POST', '/v1/search', DEMO_USERS.admin.email, {
        organizationId: DEMO_ORGS.atlantico,
        showMetrics: false,
        filters: { documentNumber: '11144477735' },
      }),
    ]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(NO_ACCESS);
    }
    // An organization derived from a process the caller's organizations do not own: the id is unknown to them.
    const derived = await call('PUT', `/v1/process/${await processOf(DEMO_ORGS.atlantico)}`, DEMO_USERS.admin.email, {
      notes: 'x',
    });
    expect([derived.statusCode, derived.json().message]).toEqual([404, 'Processo não encontrado.']);
    expect((await call('GET', `/v1/url?organizationId=${DEMO_ORGS.moraes}`, DEMO_USERS.admin.email)).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/v1/process/99999999', DEMO_USERS.admin.email, { notes: 'x' })).statusCode).toBe(404);
  });

  it("checks membership before any id, so another organization's ids, known or not, answer the same 403", async () => {
    const known = await call(
      'GET',
      `/v1/organization/${DEMO_ORGS.atlantico}/process/${await processOf(DEMO_ORGS.atlantico)}/checklist`,
      DEMO_USERS.admin.email,
    );
    const unknown = await call(
      'GET',
      `/v1/organization/${DEMO_ORGS.atlantico}/process/99999999/checklist`,
      DEMO_USERS.admin.email,
    );
    for (const res of [known, unknown]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NO_ACCESS);
    }
  });

  it("answers 404 for unknown resource ids and, word for word, for another organization's", async () => {
    const foreignProcess = await processOf(DEMO_ORGS.atlantico);
    const foreignMovement = await firstId(
      `SELECT m.id FROM movements m JOIN processes p ON p.id = m.process_id WHERE p.organization_id = ${DEMO_ORGS.atlantico} ORDER BY m.id LIMIT 1`,
    );
    const foreignNotification = await firstId(
      `SELECT id FROM notifications WHERE organization_id <> ${DEMO_ORGS.moraes} ORDER BY id LIMIT 1`,
    );
    const user = (await ctx.db.query<{ id: string }>(`SELECT id FROM users WHERE email = '${DEMO_USERS.basico.email}'`))
      .rows[0]?.id;
    expect(user).toBeDefined();
    const cases: [
      method: 'GET' | 'PUT' | 'POST',
      url: (id: number) => string,
      foreignId: number,
      status: number,
      message: string,
    ][] = [
      ['GET', (id) => `/v1/process/${DEMO_ORGS.moraes}/${id}`, foreignProcess, 404, 'Processo não encontrado.'],
      [
        'GET',
        (id) => `/v1/organization/${DEMO_ORGS.moraes}/process/${id}/moviments`,
        foreignProcess,
        404,
        'Processo não encontrado.',
      ],
      [
        'POST',
        (id) => `/v1/organization/${DEMO_ORGS.moraes}/moviment/${id}/people/${user}`,
        foreignMovement,
        404,
        'Movimentação não encontrada.',
      ],
      [
        'PUT',
        (id) => `/v1/organization/${DEMO_ORGS.moraes}/notifications/${id}`,
        foreignNotification,
        404,
        'Notificação não encontrada.',
      ],
    ];
    for (const [method, url, foreignId, status, message] of cases) {
      const foreign = await call(method, url(foreignId), DEMO_USERS.admin.email, method === 'GET' ? undefined : {});
      expect(foreign.statusCode, url(foreignId)).toBe(status);
      expect(foreign.json().message).toBe(message);
      const unknown = await call(method, url(99_999_999), DEMO_USERS.admin.email, method === 'GET' ? undefined : {});
      expect(unknown.statusCode, url(99_999_999)).toBe(404);
    }
  });

  it('answers a checklist group or custom field of another organization as unknown (404), as before', async () => {
    const processId = await processOf(DEMO_ORGS.moraes);
    const foreignGroup = await firstId(
      `SELECT id FROM checklist_groups WHERE organization_id <> ${DEMO_ORGS.moraes} ORDER BY id LIMIT 1`,
    );
    const group = await call(
      'DELETE',
      `/v1/organization/${DEMO_ORGS.moraes}/checklistgroup/${foreignGroup}/process/${processId}`,
      DEMO_USERS.admin.email,
    );
    expect(group.statusCode).toBe(404);
    expect(group.json().message).toBe('Grupo de checklist não encontrado nesta organização.');
    const foreignField = await firstId(
      `SELECT id FROM custom_fields WHERE organization_id <> ${DEMO_ORGS.moraes} ORDER BY id LIMIT 1`,
    );
    const field = await call(
      'GET',
      `/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield/${foreignField}/listvalue/list`,
      DEMO_USERS.admin.email,
    );
    expect(field.statusCode).toBe(404);
    expect(field.json().message).toBe(`Campo personalizado ${foreignField} não encontrado nesta organização.`);
  });
});
