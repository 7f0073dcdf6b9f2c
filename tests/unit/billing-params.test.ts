import { describe, expect, it } from 'vitest';
import {
  documentFilter,
  EMPTY_EXTRACT_STATE,
  readExtractState,
  toExtractFilters,
  toExtractQuery,
  writeExtractState,
} from '../../src/features/billing/extract-params';
import { extractFileName, extractSheetRow } from '../../src/features/billing/export/extract-sheet';
import { groupAccessKey } from '../../src/features/billing/components/nfse-access-key';
import {
  buildReportRequest,
  EMPTY_REPORT_FORM,
  REPORT_FORM_MESSAGES,
  reportTypesFor,
} from '../../src/features/reports/report-request';
import { hasPendingReport } from '../../src/features/reports/api/get-reports';
import type { Report } from '../../src/contract/reports-v2';

describe('extract filters in the URL', () => {
  it('reads the defaults from an empty query and writes nothing for them', () => {
    expect(readExtractState(new URLSearchParams())).toEqual(EMPTY_EXTRACT_STATE);
    expect(writeExtractState(EMPTY_EXTRACT_STATE)).toEqual({});
  });

  it('round-trips type, period, document and page; the API page is 0-based', () => {
    const search = new URLSearchParams('tipo=Monitoria&de=2026-03-01&ate=2026-03-31&documento=12345678909&pagina=3');
    const state = readExtractState(search);
    expect(new URLSearchParams(writeExtractState(state)).toString()).toBe(search.toString());
    expect(toExtractQuery(state)).toEqual({
      type: 'Monitoria',
      from: '2026-03-01',
      to: '2026-03-31',
      document: '12345678909',
      page: 2,
    });
    expect(toExtractFilters(state)).not.toHaveProperty('page');
  });

  it('drops what it does not understand, orders a swapped period and strips document punctuation', () => {
    expect(readExtractState(new URLSearchParams('tipo=Pausa&de=2026-02-30&pagina=0'))).toEqual(EMPTY_EXTRACT_STATE);
    const swapped = readExtractState(new URLSearchParams('de=2026-04-01&ate=2026-01-01'));
    expect([swapped.de, swapped.ate]).toEqual(['2026-01-01', '2026-04-01']);
    expect(documentFilter('12.345.678/0001-95')).toBe('12345678000195');
    expect(documentFilter('123.456')).toBe('123456');
  });
});

describe('extract spreadsheet rows', () => {
  it('writes the plan type in Portuguese, the document punctuated and money in centavos', () => {
    const row = {
      id: 1,
      type: 'AnaliseBasica' as const,
      document: '12345678909',
      documentName: 'Maria',
      consume: 1,
      date: '2026-03-05T12:00:00Z',
      planId: 3,
      userName: 'Ana',
      unitPrice: 2490,
      amount: 2490,
    };
    expect(extractSheetRow(row)).toEqual([
      '2026-03-05T12:00:00Z',
      'Análise básica',
      '123.456.789-09',
      'Maria',
      1,
      2490,
      2490,
      'Ana',
    ]);
  });

  it('names the file by the period, or as the whole extract of today', () => {
    expect(extractFileName({ from: '2026-03-01', to: '2026-03-31' }, 'xlsx', '2026-04-02')).toBe(
      'extrato-2026-03-01-a-2026-03-31.xlsx',
    );
    expect(extractFileName({}, 'csv', '2026-04-02')).toBe('extrato-completo-2026-04-02.csv');
  });

  it('groups the 50-digit NFS-e key in fours', () => {
    const key = '3'.repeat(50);
    expect(groupAccessKey(key).split(' ')).toHaveLength(13);
    expect(groupAccessKey(key).replace(/ /g, '')).toBe(key);
  });
});

describe('report request', () => {
  it('asks for a type first and a period for the period types', () => {
    expect(buildReportRequest(EMPTY_REPORT_FORM)).toEqual({ ok: false, error: REPORT_FORM_MESSAGES.type });
    expect(buildReportRequest({ ...EMPTY_REPORT_FORM, type: 'MOVEMENTS' })).toEqual({
      ok: false,
      error: REPORT_FORM_MESSAGES.period,
    });
    expect(
      buildReportRequest({
        ...EMPTY_REPORT_FORM,
        type: 'MOVEMENTS',
        format: 'CSV',
        from: '2026-03-31',
        to: '2026-03-01',
      }),
    ).toEqual({
      ok: true,
      body: { type: 'MOVEMENTS', format: 'CSV', from: '2026-03-01', to: '2026-03-31' },
    });
  });

  it('refuses a period over 366 days, both ends counted', () => {
    expect(
      buildReportRequest({ ...EMPTY_REPORT_FORM, type: 'CONSUMPTION', from: '2025-01-01', to: '2026-01-01' }),
    ).toMatchObject({ ok: true });
    expect(
      buildReportRequest({ ...EMPTY_REPORT_FORM, type: 'CONSUMPTION', from: '2025-01-01', to: '2026-01-02' }),
    ).toEqual({ ok: false, error: REPORT_FORM_MESSAGES.periodTooLong });
  });

  it('sends process filters only for the process report, UF in capitals', () => {
    expect(
      buildReportRequest({
        ...EMPTY_REPORT_FORM,
        type: 'PROCESSES',
        format: 'XLSX',
        status: 'active',
        uf: 'sp',
        court: ' tjsp ',
      }),
    ).toEqual({
      ok: true,
      body: { type: 'PROCESSES', format: 'XLSX', filters: { status: 'active', uf: 'SP', court: 'TJSP' } },
    });
    expect(buildReportRequest({ ...EMPTY_REPORT_FORM, type: 'PROCESSES', uf: 'S1' })).toEqual({
      ok: false,
      error: REPORT_FORM_MESSAGES.uf,
    });
    expect(buildReportRequest({ ...EMPTY_REPORT_FORM, type: 'MONITORED_DOCUMENTS', uf: 'SP' })).toEqual({
      ok: true,
      body: { type: 'MONITORED_DOCUMENTS', format: 'PDF' },
    });
  });

  it('offers the consumption report only to who sees billing', () => {
    expect(reportTypesFor(false)).not.toContain('CONSUMPTION');
    expect(reportTypesFor(true)).toContain('CONSUMPTION');
  });

  it('polls while a report is queued or processing', () => {
    const report = (status: Report['status']) => ({ status }) as Report;
    expect(hasPendingReport({ result: [report('READY'), report('PROCESSING')], total: 2 })).toBe(true);
    expect(hasPendingReport({ result: [report('READY'), report('ERROR')], total: 2 })).toBe(false);
    expect(hasPendingReport(undefined)).toBe(false);
  });
});

describe('kept offline', () => {
  it('declares the report list, the extract pages, the bills and the metrics persisted', async () => {
    const { reportsQueryOptions } = await import('../../src/features/reports/api/get-reports');
    const { extractQueryOptions } = await import('../../src/features/billing/api/get-extract');
    const { billsQueryOptions, billQueryOptions } = await import('../../src/features/billing/api/get-bills');
    const { metricQueryOptions } = await import('../../src/features/consumption/api/get-metric');
    const scope = { orgId: 590, holderId: 1 };
    expect(reportsQueryOptions(590, 0).meta?.persist).toBe('reports.page');
    expect(extractQueryOptions(scope, { page: 0, type: 'Consulta' }).meta?.persist).toBe('billing.extractPage');
    expect(billsQueryOptions(scope, 0).meta?.persist).toBe('billing.billPage');
    expect(billQueryOptions(scope, 7).meta?.persist).toBe('billing.bill');
    // Consumo is readable offline too (issue 30).
    expect(metricQueryOptions(scope, 2026).meta?.persist).toBe('consumption.metric');
    // Under the holder's root, so an organization switch or a consumption reaches them.
    expect(extractQueryOptions(scope, { page: 0 }).queryKey.slice(0, 4)).toEqual(['organization', 590, 'holder', 1]);
  });
});
