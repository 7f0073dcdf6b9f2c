import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { processIds } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('custom fields', () => {
  let ctx: TestContext;
  let processId: number;
  let answered: number;
  let fields: { id: number; type: string; label: string; required: boolean }[];
  const byType = (type: string) => fields.find((f) => f.type === type)?.id ?? 0;
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    [answered = 0, , , , , , processId = 0] = await processIds(ctx.db, DEMO_ORGS.moraes);
    fields = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield/list`, {
        as: DEMO_USERS.basico.email,
      })
    ).json();
  });
  afterAll(async () => ctx.close());

  const send = (
    method: 'POST' | 'PUT',
    answers: { customFieldId: number; value: unknown }[],
    email = DEMO_USERS.advogada.email,
    target = processId,
  ) =>
    ctx.app.inject({
      method,
      url: `/v1/organization/${DEMO_ORGS.moraes}/process/${target}/customfield`,
      headers: ctx.as(email),
      payload: { answerCustomFields: answers },
    });

  it('lists the organization’s fields by priority with Portuguese type labels, and SELECT values', async () => {
    expect(fields.map((f) => f.type)).toEqual(['TEXT', 'SELECT', 'NUMBER', 'DATE', 'MONEY', 'BOOLEAN']);
    expect(fields[0]).toMatchObject({ label: 'Cliente responsável', typeLabel: 'Texto', required: true, priority: 10 });
    const values = await ctx.get(
      `/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield/${byType('SELECT')}/listvalue/list`,
      { as: DEMO_USERS.basico.email },
    );
    expect(values.json().map((v: { value: string }) => v.value)).toContain('INSTRUCAO');
    expect(
      (
        await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield/999999/listvalue/list`, {
          as: DEMO_USERS.basico.email,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('returns seeded answers with labels and who answered', async () => {
    const res = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${answered}/customfield`, {
      as: DEMO_USERS.basico.email,
    });
    const answers = res.json().answerCustomFields;
    expect(answers.map((a: { valueLabel: string }) => a.valueLabel)).toEqual([
      'Construtora Horizonte Ltda',
      'Instrução',
      '35',
      '30/11/2026',
      'R$\u00a015.000,00',
      'Sim',
    ]);
    expect(answers[0]).toMatchObject({
      createdBy: { name: 'Ana Moraes' },
      updatedBy: { name: 'Ana Moraes' },
      createdAt: expect.any(String),
    });
  });

  it('POST requires the required fields; PUT updates only what is sent and keeps the creator', async () => {
    const missing = await send('POST', [{ customFieldId: byType('TEXT'), value: 'Cliente X' }]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Fase interna: campo obrigatório.');
    const ok = await send('POST', [
      { customFieldId: byType('TEXT'), value: '<script>alert(1)</script>' },
      { customFieldId: byType('SELECT'), value: 'RECURSO' },
      { customFieldId: byType('NUMBER'), value: 12.5 },
      { customFieldId: byType('DATE'), value: '2026-12-01' },
      { customFieldId: byType('MONEY'), value: 123456 },
      { customFieldId: byType('BOOLEAN'), value: false },
    ]);
    expect(ok.statusCode).toBe(200);
    const labels = ok.json().answerCustomFields.map((a: { valueLabel: string }) => a.valueLabel);
    expect(labels).toEqual(['<script>alert(1)</script>', 'Recurso', '12,5', '01/12/2026', 'R$\u00a01.234,56', 'Não']);
    const put = await send(
      'PUT',
      [
        { customFieldId: byType('MONEY'), value: 0 },
        { customFieldId: byType('BOOLEAN'), value: null },
      ],
      DEMO_USERS.admin.email,
    );
    const money = put.json().answerCustomFields.find((a: { type: string }) => a.type === 'MONEY');
    expect(money).toMatchObject({
      value: 0,
      valueLabel: 'R$\u00a00,00',
      createdBy: { name: 'Carla Lima' },
      updatedBy: { name: 'Ana Moraes' },
    });
    expect(put.json().answerCustomFields.some((a: { type: string }) => a.type === 'BOOLEAN')).toBe(false);
  });

  it('validates each type with Portuguese messages and saves nothing on error', async () => {
    const cases: [string, unknown, string][] = [
      ['NUMBER', 'doze', 'Probabilidade de perda (%): informe um número.'],
      ['NUMBER', 150, 'Probabilidade de perda (%): informe uma porcentagem de 0 a 100.'],
      ['NUMBER', -0.5, 'Probabilidade de perda (%): informe uma porcentagem de 0 a 100.'],
      ['DATE', '2026-02-30', 'Próximo prazo: informe uma data válida (AAAA-MM-DD).'],
      ['MONEY', 10.5, 'Provisão contábil: informe o valor em centavos (número inteiro de 0 a 999.999.999.999.999).'],
      ['MONEY', -1, 'Provisão contábil: informe o valor em centavos (número inteiro de 0 a 999.999.999.999.999).'],
      [
        'MONEY',
        999_999_999_999_999 + 1,
        'Provisão contábil: informe o valor em centavos (número inteiro de 0 a 999.999.999.999.999).',
      ],
      ['SELECT', 'OUTRA', 'Fase interna: escolha uma das opções da lista.'],
      ['BOOLEAN', 'sim', 'Acordo possível: informe sim ou não (true ou false).'],
      ['TEXT', 'x'.repeat(2001), 'Cliente responsável: informe um texto de até 2000 caracteres.'],
      ['TEXT', null, 'Cliente responsável: campo obrigatório.'],
    ];
    for (const [type, value, message] of cases) {
      const companion = type === 'BOOLEAN' ? byType('NUMBER') : byType('BOOLEAN');
      const res = await send('PUT', [
        { customFieldId: companion, value: type === 'BOOLEAN' ? 1 : true },
        { customFieldId: byType(type), value },
      ]);
      expect(res.statusCode, `${type} ${String(value)}`).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const number = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield`, {
        as: DEMO_USERS.basico.email,
      })
    )
      .json()
      .answerCustomFields.find((a: { type: string }) => a.type === 'NUMBER');
    expect(number.value).toBe(12.5);
    const answers = (
      await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield`, {
        as: DEMO_USERS.basico.email,
      })
    ).json().answerCustomFields;
    expect(answers.some((a: { type: string }) => a.type === 'BOOLEAN')).toBe(false);
    expect((await send('PUT', [{ customFieldId: 999999, value: 1 }])).json().message).toBe(
      'Campo personalizado 999999 não encontrado nesta organização.',
    );
    expect(
      (
        await send('PUT', [
          { customFieldId: byType('NUMBER'), value: 1 },
          { customFieldId: byType('NUMBER'), value: 2 },
        ])
      ).statusCode,
    ).toBe(400);
    expect((await send('PUT', [{ customFieldId: byType('NUMBER'), value: { a: 1 } }])).statusCode).toBe(400);
  });

  it('guards the routes (401, 403 across organizations) and does not accept another organization’s field ids', async () => {
    const foreign = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/customfield`)).statusCode).toBe(
      401,
    );
    expect((await send('PUT', [], DEMO_USERS.advogada.email, foreign)).statusCode).toBe(404);
    expect(
      (
        await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/process/${foreign}/customfield/list`, {
          as: DEMO_USERS.basico.email,
        })
      ).statusCode,
    ).toBe(403);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM custom_fields WHERE organization_id = ${DEMO_ORGS.atlantico} LIMIT 1`,
    );
    expect((await send('PUT', [{ customFieldId: rows[0]?.id ?? 0, value: 'x' }])).statusCode).toBe(400);
  });
});
