import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 30, item 4: a refused field is named by its label on screen, with the allowed values in the screen's words. */
describe('validation messages name what the screen shows', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
  }, 120_000);
  afterAll(async () => ctx.close());

  const ADMIN = DEMO_USERS.admin.email;
  const org = DEMO_ORGS.moraes;

  it('a profile outside the list: "Perfil" and the four profiles, never body/accessType', async () => {
    const added = await ctx.post(`/v1/organization/${org}/adduser`, {
      as: ADMIN,
      body: { username: 'nova@exemplo.test', organizationLawFirmId: org, accessType: 'ROOT' },
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().message).toBe(
      'Requisição inválida: Perfil: escolha Usuário(a), Administrador(a), Superadministrador(a) ou Advogado(a).',
    );
    const users = (await ctx.get(`/v1/organization/${org}/listuser`, { as: ADMIN })).json() as {
      result?: { id: string }[];
    };
    const someone = users.result?.[0]?.id ?? '00000000-0000-4000-8000-000000000000';
    const changed = await ctx.put(`/v1/organization/${org}/user/${someone}/profile`, {
      as: ADMIN,
      body: { accessType: 'ROOT' },
    });
    expect(changed.json().message).not.toContain('accessType');
    expect(changed.json().message).toContain('Perfil: escolha');
  });

  it('a missing e-mail or a long name: their labels', async () => {
    const missing = await ctx.post(`/v1/organization/${org}/adduser`, {
      as: ADMIN,
      body: { organizationLawFirmId: org, accessType: 'BASIC' },
    });
    expect(missing.json().message).toBe('Requisição inválida: E-mail: campo obrigatório.');
    const long = await ctx.post(`/v1/organization/${org}/adduser`, {
      as: ADMIN,
      body: { username: 'nova@exemplo.test', organizationLawFirmId: org, accessType: 'BASIC', name: 'x'.repeat(121) },
    });
    expect(long.json().message).toBe('Requisição inválida: Nome: deve ter no máximo 120 caracteres.');
  });
});
