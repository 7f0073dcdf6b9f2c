import { describe, expect, it } from 'vitest';
import { competenceLabel, NFSE_ACCESS_KEY_LENGTH } from '../../src/contract/constants/billing.ts';
import { dueDateOf, mod11, monthDays, nextMonth, nfseIdentifiers, priceUnits } from '../../server/domain/billing.ts';
import { checkPeriod, periodDays, validateReportRequest } from '../../server/domain/report-request.ts';
import { reportCsv } from '../../server/reports/report-files.ts';
import { centavosToDecimalComma as decimalComma } from '../../src/contract/money.ts';

describe('bill arithmetic, NFS-e key, periods and CSV cells (issue 18)', () => {
  it("labels a bill by its competence month and knows the month's days", () => {
    expect(competenceLabel('2026-03')).toBe('Competência: março de 2026');
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(dueDateOf('2026-12')).toBe('2027-01-10');
    // Issued on time, the 10th holds; issued late (on first visit of the list), never due before it was issued.
    expect(dueDateOf('2026-10', '2026-11-01')).toBe('2026-11-10');
    expect(dueDateOf('2026-10', '2026-11-23')).toBe('2026-11-30');
    expect(dueDateOf('2026-12', '2027-01-28')).toBe('2027-02-04');
  });

  it('prices units per plan type and sums to the cent', () => {
    const { lines, total } = priceUnits(
      new Map([
        ['Monitoria', 3],
        ['Consulta', 2],
        ['AnalisePremium', 0],
      ]),
    );
    expect(lines).toEqual([
      { typePlan: 'Consulta', quantity: 2, unitPrice: 350, amount: 700 },
      { typePlan: 'Monitoria', quantity: 3, unitPrice: 990, amount: 2970 },
    ]);
    expect(total).toBe(3670);
  });

  it('builds a 50-digit NFS-e access key with a modulo-11 check digit', () => {
    const { number, accessKey } = nfseIdentifiers({
      holderId: 1,
      organizationId: 590,
      month: '2026-10',
      sequence: 42,
      issuedDay: '2026-11-01',
    });
    expect(number).toBe('2026000042');
    expect(accessKey).toHaveLength(NFSE_ACCESS_KEY_LENGTH);
    expect(accessKey.startsWith('3550308')).toBe(true);
    expect(Number(accessKey[49])).toBe(mod11(accessKey.slice(0, 49)));
    expect(mod11('0')).toBe(0);
    expect(mod11('123')).toBe(11 - ((3 * 2 + 2 * 3 + 1 * 4) % 11));
    expect(
      nfseIdentifiers({ holderId: 2, organizationId: 590, month: '2026-10', sequence: 42, issuedDay: '2026-11-01' })
        .accessKey,
    ).not.toBe(accessKey);
  });

  it('accepts periods up to 366 days, both ends included', () => {
    expect(periodDays('2026-01-01', '2026-01-01')).toBe(1);
    expect(checkPeriod('2025-01-01', '2026-01-01')).toBeNull();
    expect(checkPeriod('2025-01-01', '2026-01-02')).toBe('tooLong');
    expect(checkPeriod('2026-02-01', '2026-01-01')).toBe('reversed');
    expect(checkPeriod('2026-02-29', undefined)).toBe('invalidDate');
    expect(
      validateReportRequest({ type: 'MOVEMENTS', format: 'CSV', from: '2026-09-01', to: '2026-09-30' }),
    ).toMatchObject({ description: 'Movimentações no período de 01/09/2026 a 30/09/2026' });
    expect(
      validateReportRequest({ type: 'PROCESSES', format: 'PDF', filters: { status: 'archived', uf: 'SP' } }),
    ).toMatchObject({ description: 'Processos da organização (arquivados, UF SP)' });
  });

  it('writes CSV cells Excel pt-BR reads as numbers, and never as formulas', () => {
    expect(decimalComma(123456)).toBe('1234,56');
    expect(decimalComma(5)).toBe('0,05');
    const csv = reportCsv({
      title: 't',
      description: 'd',
      organizationName: 'o',
      notes: [],
      columns: [
        { header: 'Nome', kind: 'text', width: 1 },
        { header: 'Valor', kind: 'money', width: 1 },
        { header: 'Dia', kind: 'day', width: 1 },
      ],
      rows: [
        ['=HYPERLINK("x")', 150, '2026-03-09'],
        ['João; "Zé"', null, null],
      ],
    }).toString('utf8');
    expect(csv).toBe(
      '\ufeffNome;Valor;Dia\r\n"\'=HYPERLINK(""x"")";1,50;09/03/2026\r\n"João; ""Zé""";;\r\nTotal: 2 registros;;\r\n',
    );
  });
});
