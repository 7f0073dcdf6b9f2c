import readXlsxFile from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { generateReport } from '../../server/reports/generated-report-job.ts';
import { claimReport, insertReport } from '../../server/repositories/generated-reports.ts';
import { pdfTextRuns } from './helpers/pdf-text.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ADMIN = DEMO_USERS.admin.email;
const URL = `/v2/organization/${DEMO_ORGS.moraes}/report`;

/** Splits the CSV back as Excel pt-BR would: BOM, CRLF lines, ';' cells, double-quoted when needed. */
function parseCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('generated reports v2 (issue 18)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const request = async (body: Record<string, unknown>, as = ADMIN, headers: Record<string, string> = {}) =>
    ctx.post(URL, { as, body, headers });
  const ready = async (body: Record<string, unknown>) => {
    const res = await request(body);
    expect(res.statusCode).toBe(202);
    expect(res.json().status).toBe('QUEUED');
    await ctx.app.jobs.drain();
    const list = (await ctx.get(URL, { as: ADMIN })).json();
    const report = list.result.find((r: { id: number }) => r.id === res.json().id);
    expect(report.status).toBe('READY');
    const file = await ctx.get(`${URL}/${report.id}/download`, { as: ADMIN });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${report.fileName}"`);
    return { report, file };
  };

  it('lists the seeded reports newest first: two ready, one failed with its reason', async () => {
    const list = (await ctx.get(URL, { as: ADMIN })).json();
    expect(list.result.map((r: { status: string }) => r.status)).toEqual(['READY', 'READY', 'ERROR']);
    expect(list.result[2].reason).toBe('O relatório teria mais de 5 linhas. Escolha um período menor ou mais filtros.');
    expect(list.result[0]).toMatchObject({
      type: 'MOVEMENTS',
      typeName: 'Movimentações no período',
      format: 'XLSX',
      from: '2026-10-01',
      to: '2026-10-31',
      requestedBy: 'Ana Moraes',
    });
    expect(list.result[0].size).toBeGreaterThan(0);
  });

  it('a CSV for Excel pt-BR, parsed back: BOM, ";", accents, decimal comma, DD/MM/AAAA', async () => {
    const { report, file } = await ready({ type: 'CONSUMPTION', format: 'CSV', from: '2026-09-01', to: '2026-10-31' });
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parseCsv(file.rawPayload);
    expect(rows[0]).toEqual([
      'Data',
      'Tipo',
      'Documento',
      'Nome',
      'Titular',
      'Usuário',
      'Quantidade',
      'Preço unitário',
      'Valor',
    ]);
    const data = rows.slice(1, -1);
    expect(data.length).toBe(report.rowCount);
    expect(data.length).toBeGreaterThan(20);
    // The last row totals the quantities and the amounts (never the unit prices).
    const total = rows[rows.length - 1] ?? [];
    expect(total[0]).toBe(`Total: ${report.rowCount} registros`);
    expect(total[7]).toBe('');
    for (const row of data) {
      expect(row).toHaveLength(9);
      expect(row[0]).toMatch(/^(0[1-9]|[12]\d|3[01])\/(09|10)\/2026 \d{2}:\d{2}$/);
      expect(row[7]).toMatch(/^\d+,\d{2}$/);
      expect(row[8]).toMatch(/^\d+,\d{2}$/);
    }
    expect(data.some((row) => row[1] === 'Análise básica' || row[1] === 'Análise premium')).toBe(true);
    expect(data.some((row) => row[4] === 'Moraes & Associados Advocacia Ltda')).toBe(true);
    const cents = data.reduce((s, row) => s + Number((row[8] ?? '').replace(',', '')), 0);
    const extract = (
      await ctx.get(`/v1/holder/1/organization/${DEMO_ORGS.moraes}/extract/all?from=2026-09-01&to=2026-10-31`, {
        as: ADMIN,
      })
    ).json();
    expect(cents).toBe(extract.totalAmount);
    expect(Number((total[8] ?? '').replace(',', ''))).toBe(extract.totalAmount);
  });

  it('an XLSX opened back with a reader: header, real dates and numbers', async () => {
    const { report, file } = await ready({ type: 'MOVEMENTS', format: 'XLSX', from: '2026-01-01', to: '2026-10-31' });
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [sheet] = await readXlsxFile(file.rawPayload);
    expect(sheet?.sheet).toBe('Relatório');
    const data = sheet?.data ?? [];
    expect(data[0]).toEqual(['Data', 'Processo', 'Tribunal', 'Movimentação', 'Descrição', 'Origem']);
    expect(data.length - 2).toBe(report.rowCount);
    expect(report.rowCount).toBeGreaterThan(0);
    expect(data[data.length - 1]?.[0]).toBe(`Total: ${report.rowCount} registros`);
    for (const row of data.slice(1, -1)) {
      expect(row[0]).toBeInstanceOf(Date);
      const day = (row[0] as unknown as Date).toISOString().slice(0, 10);
      expect(day >= '2026-01-01' && day <= '2026-10-31').toBe(true);
      expect(row[1]).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
      expect(['Tribunal', 'Manual']).toContain(row[5]);
    }
    const processes = await ready({ type: 'PROCESSES', format: 'XLSX', filters: { status: 'active' } });
    const [processSheet] = await readXlsxFile(processes.file.rawPayload);
    const processRows = (processSheet?.data ?? []).slice(1, -1);
    const valued = processRows.find((row) => typeof row[5] === 'number');
    expect(valued?.[5]).toEqual(expect.any(Number));
    expect(processRows.every((row) => row[6] === 'Ativo')).toBe(true);
  });

  it('a PDF with the title and the rows', async () => {
    const { file } = await ready({ type: 'MONITORED_DOCUMENTS', format: 'PDF' });
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextRuns(file.rawPayload)).flat().join(' ');
    expect(text).toContain('Documentos monitorados e resumo de risco');
    expect(text).toContain('Ricardo Almeida Fontes');
  });

  it('status: QUEUED and PROCESSING → download 409; a failure keeps its reason; retry → QUEUED → READY', async () => {
    const queued = await insertReport(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      requestedBy: null,
      type: 'PROCESSES',
      format: 'CSV',
      from: null,
      to: null,
      filters: null,
      description: 'Processos da organização',
    });
    const download = () => ctx.get(`${URL}/${queued.id}/download`, { as: ADMIN });
    expect((await download()).statusCode).toBe(409);
    expect((await download()).json().message).toBe(
      'O relatório ainda está sendo gerado. Tente novamente em instantes.',
    );
    expect(await claimReport(ctx.db, queued.id)).toBe(true);
    const processing = (await ctx.get(URL, { as: ADMIN }))
      .json()
      .result.find((r: { id: number }) => r.id === queued.id);
    expect(processing.status).toBe('PROCESSING');
    expect((await download()).statusCode).toBe(409);
    await ctx.db.query("UPDATE generated_reports SET status = 'QUEUED' WHERE id = $1", [queued.id]);
    await generateReport(ctx.db, queued.id, { maxRows: 2 });
    const failed = (await ctx.get(URL, { as: ADMIN })).json().result.find((r: { id: number }) => r.id === queued.id);
    expect(failed).toMatchObject({
      status: 'ERROR',
      reason: 'O relatório teria mais de 2 linhas. Escolha um período menor ou mais filtros.',
      fileName: null,
      size: null,
    });
    const refused = await download();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('O relatório teria mais de 2 linhas.');
    const retry = await ctx.post(`${URL}/${queued.id}/retry`, { as: ADMIN });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ status: 'QUEUED', reason: null });
    await ctx.app.jobs.drain();
    expect((await download()).statusCode).toBe(200);
    expect((await ctx.post(`${URL}/${queued.id}/retry`, { as: ADMIN })).statusCode).toBe(409);
  });

  it('bad input: 400 with the reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { type: 'CLIENTS', format: 'PDF' },
        'Tipo de relatório desconhecido: CLIENTS. Use PROCESSES, MOVEMENTS, MONITORED_DOCUMENTS ou CONSUMPTION.',
      ],
      [{ type: 'PROCESSES', format: 'DOCX' }, 'Formato de relatório desconhecido: DOCX. Use PDF, CSV ou XLSX.'],
      [{ type: 'MOVEMENTS', format: 'PDF' }, 'Este relatório precisa de um período: informe from e to (AAAA-MM-DD).'],
      [
        { type: 'MOVEMENTS', format: 'PDF', from: '2026-01-01' },
        'Este relatório precisa de um período: informe from e to (AAAA-MM-DD).',
      ],
      [
        { type: 'PROCESSES', format: 'PDF', from: '2026-01-01', to: '2026-01-02' },
        'Este relatório não aceita período: retire from e to.',
      ],
      [
        { type: 'MOVEMENTS', format: 'PDF', from: '2026-01-01', to: '2026-01-02', filters: { uf: 'SP' } },
        'Filtros (status, uf, court) só valem para o relatório de processos (PROCESSES).',
      ],
      [
        { type: 'MOVEMENTS', format: 'PDF', from: '2026-05-01', to: '2026-04-01' },
        'Período inválido: a data inicial é posterior à data final.',
      ],
      [
        { type: 'MOVEMENTS', format: 'PDF', from: '2025-01-01', to: '2026-01-02' },
        'O período pode ter no máximo 366 dias.',
      ],
      [
        { type: 'CONSUMPTION', format: 'CSV', from: '2026-02-30', to: '2026-03-02' },
        'Data inválida no período: use AAAA-MM-DD com um dia que exista.',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await request(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await request({ type: 'PROCESSES', format: 'PDF', extra: 1 })).statusCode).toBe(400);
    expect((await request({ type: 'PROCESSES', format: 'PDF', filters: { uf: 'sp' } })).statusCode).toBe(400);
  });

  it('roles and organizations: 401, 403 across organizations; CONSUMPTION only for admins; reportId of another organization 403, unknown 404', async () => {
    expect((await ctx.get(URL)).statusCode).toBe(401);
    expect((await ctx.post(URL, { body: { type: 'PROCESSES', format: 'PDF' } })).statusCode).toBe(401);
    expect((await ctx.get(URL, { as: DEMO_USERS.master.email })).statusCode).toBe(403);
    expect(
      (await ctx.post(URL, { as: DEMO_USERS.master.email, body: { type: 'PROCESSES', format: 'PDF' } })).statusCode,
    ).toBe(403);
    expect(
      (
        await request(
          { type: 'CONSUMPTION', format: 'PDF', from: '2026-10-01', to: '2026-10-31' },
          DEMO_USERS.basico.email,
        )
      ).statusCode,
    ).toBe(403);
    const lawyer = await request({ type: 'PROCESSES', format: 'PDF' }, DEMO_USERS.advogada.email);
    expect(lawyer.statusCode).toBe(202);
    const basicList = (await ctx.get(URL, { as: DEMO_USERS.basico.email })).json();
    expect(basicList.result.some((r: { type: string }) => r.type === 'CONSUMPTION')).toBe(false);
    const consumption = (await ctx.get(URL, { as: ADMIN }))
      .json()
      .result.find((r: { type: string }) => r.type === 'CONSUMPTION');
    expect((await ctx.get(`${URL}/${consumption.id}/download`, { as: DEMO_USERS.basico.email })).statusCode).toBe(403);
    const other = await ctx.post(`/v2/organization/${DEMO_ORGS.atlantico}/report`, {
      as: DEMO_USERS.master.email,
      body: { type: 'PROCESSES', format: 'CSV' },
    });
    expect(other.statusCode).toBe(202);
    expect((await ctx.get(`${URL}/${other.json().id}/download`, { as: ADMIN })).statusCode).toBe(404);
    expect((await ctx.post(`${URL}/${other.json().id}/retry`, { as: ADMIN })).statusCode).toBe(404);
    expect((await ctx.get(`${URL}/999999/download`, { as: ADMIN })).statusCode).toBe(404);
    await ctx.app.jobs.drain();
  });

  it('pages of 10, newest first; a page past the end is empty; the Idempotency-Key gives the same report back', async () => {
    const headers = { 'idempotency-key': 'relatorio-1' };
    const first = await request({ type: 'PROCESSES', format: 'PDF', filters: { uf: 'SP' } }, ADMIN, headers);
    const again = await request({ type: 'PROCESSES', format: 'PDF', filters: { uf: 'SP' } }, ADMIN, headers);
    expect(again.json().id).toBe(first.json().id);
    expect((await request({ type: 'PROCESSES', format: 'CSV' }, ADMIN, headers)).statusCode).toBe(422);
    for (let i = 0; i < 8; i++) await request({ type: 'PROCESSES', format: 'CSV' });
    await ctx.app.jobs.drain();
    const page0 = (await ctx.get(URL, { as: ADMIN })).json();
    expect(page0.result).toHaveLength(10);
    expect(page0.total).toBeGreaterThan(10);
    const created = page0.result.map((r: { createdAt: string }) => r.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const page1 = (await ctx.get(`${URL}?page=1`, { as: ADMIN })).json();
    expect(page1.result.length).toBe(Math.min(10, page0.total - 10));
    expect((await ctx.get(`${URL}?page=99`, { as: ADMIN })).json()).toEqual({ result: [], total: page0.total });
  });
});
