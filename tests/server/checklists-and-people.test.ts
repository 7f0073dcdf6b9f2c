import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { processIds } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('checklists', () => {
  let ctx: TestContext;
  let processId: number;
  let groups: { id: number; name: string; questions: { id: number }[] }[];
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    processId = (await processIds(ctx.db, DEMO_ORGS.moraes))[5] ?? 0;
    groups = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/checklistgroup`, { as: DEMO_USERS.basico.email })
    ).json();
  });
  afterAll(async () => ctx.close());

  const post = (payload: object, email = DEMO_USERS.basico.email, target = processId) =>
    ctx.post(`/v1/organization/${DEMO_ORGS.moraes}/process/${target}/checklist`, { as: email, body: payload });

  it('lists the organization’s groups with questions', () => {
    expect(groups.length).toBe(3);
    expect(groups[0]?.questions.length).toBeGreaterThan(0);
  });

  it('attaches a group, answers questions and reports progress; attaching twice is a no-op', async () => {
    const group = groups[0];
    if (!group) throw new Error('no group');
    const [q1, q2] = group.questions;
    const res = await post({
      groupId: group.id,
      questions: [
        { questionId: q1?.id, answer: true },
        { questionId: q2?.id, answer: false },
      ],
    });
    expect(res.statusCode).toBe(200);
    const attached = res.json().groups[0];
    expect(attached).toMatchObject({
      groupId: group.id,
      answered: 1,
      total: group.questions.length,
      attachedBy: { name: 'Bruno Souza' },
    });
    expect(attached.questions[1]).toMatchObject({
      answer: false,
      answeredBy: { name: 'Bruno Souza' },
      answeredAt: expect.any(String),
    });
    expect(attached.questions[2]).toMatchObject({ answer: null, answeredBy: null, answeredAt: null });
    const again = await post({ groupId: group.id, questions: [] });
    expect(again.json().groups).toHaveLength(1);
    const read = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/checklist`, {
      as: DEMO_USERS.advogada.email,
    });
    expect(read.json()).toEqual(again.json());
  });

  it('refuses questions of unattached groups and groups of another organization (400)', async () => {
    const unattached = groups[1]?.questions[0]?.id ?? 0;
    const res = await post({ questions: [{ questionId: unattached, answer: true }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`A pergunta ${unattached} não pertence a um checklist vinculado a este processo.`);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM checklist_groups WHERE organization_id = ${DEMO_ORGS.atlantico} LIMIT 1`,
    );
    expect((await post({ groupId: rows[0]?.id, questions: [] })).json().message).toBe(
      'Grupo de checklist não encontrado nesta organização.',
    );
    expect((await post({ questions: [{ questionId: 1, answer: 'sim' }] })).statusCode).toBe(400);
  });

  it('removes a group from the process with its answers (204), then 404', async () => {
    const group = groups[0];
    const del = () =>
      ctx.del(`/v1/organization/${DEMO_ORGS.moraes}/checklistgroup/${group?.id}/process/${processId}`, {
        as: DEMO_USERS.basico.email,
      });
    expect((await del()).statusCode).toBe(204);
    const read = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/checklist`, {
      as: DEMO_USERS.basico.email,
    });
    expect(read.json().groups).toEqual([]);
    const { rows } = await ctx.db.query('SELECT 1 FROM checklist_answers WHERE process_id = $1', [processId]);
    expect(rows).toEqual([]);
    expect((await del()).statusCode).toBe(404);
  });

  it('guards checklists across organizations (401/403)', async () => {
    const foreign = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
    expect((await post({ questions: [] }, DEMO_USERS.basico.email, foreign)).statusCode).toBe(404);
    expect(
      (await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/checklistgroup`, { as: DEMO_USERS.basico.email }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/checklistgroup`)).statusCode).toBe(401);
  });
});

describe('people on movements', () => {
  let ctx: TestContext;
  let movementId: number;
  let processId: number;
  let users: { id: string; email: string; active: boolean }[];
  const idOf = (email: string) => users.find((u) => u.email === email)?.id ?? '';
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    processId = (await processIds(ctx.db, DEMO_ORGS.moraes))[2] ?? 0;
    const { rows } = await ctx.db.query<{ id: number }>(
      'SELECT id FROM movements WHERE process_id = $1 ORDER BY id LIMIT 1',
      [processId],
    );
    movementId = rows[0]?.id ?? 0;
    users = (await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/listuser`, { as: DEMO_USERS.basico.email })).json();
  });
  afterAll(async () => ctx.close());

  const url = (email: string, suffix = '') =>
    `/v1/organization/${DEMO_ORGS.moraes}/moviment/${movementId}/people/${idOf(email)}${suffix}`;

  it('lists the organization’s users', () => {
    expect(users.map((u) => u.email)).toEqual(
      expect.arrayContaining([DEMO_USERS.admin.email, DEMO_USERS.advogada.email, DEMO_USERS.basico.email]),
    );
    expect(users[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      email: expect.any(String),
      profile: expect.any(String),
      active: true,
      accessType: expect.any(String),
      status: 'ACTIVE',
      lastSignInAt: expect.any(String),
      createdAt: expect.any(String),
      createdByName: null,
    });
    expect(users.some((u) => u.email === DEMO_USERS.master.email)).toBe(false);
  });

  it('assigns a person, sets the responsibility and removes them; the movement rows show it', async () => {
    const assign = await ctx.post(url(DEMO_USERS.advogada.email), {
      as: DEMO_USERS.admin.email,
      body: { questions: ['Verificar prazo'] },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toEqual([
      expect.objectContaining({
        email: DEMO_USERS.advogada.email,
        responsibility: null,
        questions: ['Verificar prazo'],
      }),
    ]);
    const put = await ctx.put(url(DEMO_USERS.advogada.email, '/responsability/RESPONSAVEL'), {
      as: DEMO_USERS.admin.email,
      body: { processId },
    });
    expect(put.json()[0]).toMatchObject({
      responsibility: 'RESPONSAVEL',
      responsibilityLabel: 'Responsável',
      questions: ['Verificar prazo'],
    });
    // Setting a responsibility assigns the person when needed.
    const reviewer = await ctx.put(url(DEMO_USERS.basico.email, '/responsability/REVISOR'), {
      as: DEMO_USERS.admin.email,
      body: { processId },
    });
    expect(reviewer.json()).toHaveLength(2);
    const rows = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/moviments?movimentId=${movementId}`, {
        as: DEMO_USERS.basico.email,
      })
    ).json();
    expect(rows.result[0].people.map((p: { responsibility: string }) => p.responsibility).sort()).toEqual([
      'RESPONSAVEL',
      'REVISOR',
    ]);
    const del = await ctx.del(url(DEMO_USERS.basico.email), { as: DEMO_USERS.admin.email });
    expect(del.json()).toHaveLength(1);
    expect((await ctx.del(url(DEMO_USERS.basico.email), { as: DEMO_USERS.admin.email })).statusCode).toBe(404);
  });

  it('rejects bad input: unknown responsibility, wrong process, outsiders, bad ids', async () => {
    expect(
      (
        await ctx.put(url(DEMO_USERS.advogada.email, '/responsability/CHEFE'), {
          as: DEMO_USERS.admin.email,
          body: { processId },
        })
      ).statusCode,
    ).toBe(400);
    const mismatch = await ctx.put(url(DEMO_USERS.advogada.email, '/responsability/REVISOR'), {
      as: DEMO_USERS.admin.email,
      body: { processId: processId + 1 },
    });
    expect(mismatch.json().message).toBe('A movimentação não pertence ao processo informado.');
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = '${DEMO_USERS.master.email}'`,
    );
    const outsider = await ctx.post(
      `/v1/organization/${DEMO_ORGS.moraes}/moviment/${movementId}/people/${rows[0]?.id}`,
      { as: DEMO_USERS.admin.email, body: {} },
    );
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().message).toBe('Este usuário não pertence a esta organização ou está inativo.');
    expect(
      (
        await ctx.post(`/v1/organization/${DEMO_ORGS.moraes}/moviment/${movementId}/people/not-a-uuid`, {
          as: DEMO_USERS.admin.email,
          body: {},
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await ctx.post(`/v1/organization/${DEMO_ORGS.moraes}/moviment/999999/people/${idOf(DEMO_USERS.admin.email)}`, {
          as: DEMO_USERS.admin.email,
          body: {},
        })
      ).statusCode,
    ).toBe(404);
  });

  it('guards people routes across organizations (401/403)', async () => {
    const foreign = (
      await ctx.db.query<{ id: number }>(
        `SELECT m.id FROM movements m JOIN processes p ON p.id = m.process_id WHERE p.organization_id = ${DEMO_ORGS.atlantico} LIMIT 1`,
      )
    ).rows[0]?.id;
    const res = await ctx.post(
      `/v1/organization/${DEMO_ORGS.moraes}/moviment/${foreign}/people/${idOf(DEMO_USERS.admin.email)}`,
      { as: DEMO_USERS.admin.email, body: {} },
    );
    expect(res.statusCode).toBe(404);
    expect(
      (await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/listuser`, { as: DEMO_USERS.admin.email })).statusCode,
    ).toBe(403);
    expect((await ctx.del(url(DEMO_USERS.advogada.email))).statusCode).toBe(401);
  });
});
