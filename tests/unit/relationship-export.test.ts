import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks';
import { relationshipCsv } from '../../src/features/relationships/relationship-export';
import {
  defaultMode,
  readRelationshipView,
  writeRelationshipView,
} from '../../src/features/relationships/relationship-view-params';
import { riskEvidence } from '../../src/features/relationships/risk-evidence';
import type { EntityRow } from '../../src/features/relationships/table-rows';

const RISKS: RiskEntry[] = [
  {
    kind: 'Protesto',
    id: 'p',
    date: '2024-03-05',
    location: { tabelionato: '2º Tabelionato de Protesto', city: 'Campinas', uf: 'SP' },
    amount: 2,
    value: 1234567,
    source: 'CENPROT — Central Nacional de Protesto',
  },
  {
    kind: 'PEPOccurence',
    id: 'e',
    position: 'Secretário; "Obras"',
    organ: 'Prefeitura',
    startDate: '2017-01-02',
    endDate: '9999-12-31',
    graceEndDate: null,
    source: 'Portal da Transparência',
  },
  {
    kind: 'wasPreviouslySanctioned',
    id: 's',
    source: 'CEIS',
    reason: 'Fraude',
    sanctionType: 'Impedimento',
    organ: 'CGU',
    startDate: '2021-08-16',
    endDate: '9999-12-31',
  },
  { kind: 'IsCurrentlyPresentOnSource', id: 'o', source: 'OFAC', since: '2019-04-10', detail: '=cmd|calc' },
];

const row: EntityRow = {
  key: 'F1',
  name: 'Marcos; Tavares',
  kind: 'Pessoa',
  document: '***.204.736-**',
  level: 2,
  ties: [
    {
      qualification: '5 – Administrador',
      company: 'Duarte Campos',
      level: 'Indireto (nível 2)',
      start: 'Início não informado',
      end: 'Em aberto',
      active: true,
    },
  ],
  risks: RISKS,
  lookupFailed: false,
  distance: 'É uma pessoa sancionada',
};

/** A small reader for what Excel reads: ';' separated, quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let line: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') {
      line.push(field);
      field = '';
    } else if (c === '\n') {
      line.push(field);
      rows.push(line);
      line = [];
      field = '';
    } else if (c !== '\r') field += c;
  }
  return rows;
}

const META = {
  title: 'Relacionamentos de Alfa',
  generatedAt: 'dados de 24/11/2026 10:00',
  filters: 'todas',
  organization: 'Moraes & Associados Advocacia',
  person: 'Ana Moraes',
  exportedAt: 'Exportado em 24/11/2026 10:05',
  checkedAt: 'Riscos verificados em 24/11/2026 09:58',
  note: null,
};

describe('relationship exports', () => {
  it('writes a CSV for Excel pt-BR (BOM, ;) with one line per flag and its source, read back intact', () => {
    const csv = relationshipCsv([row], META);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.slice(1));
    expect(rows[3]?.[0]).toBe('Entidade');
    const lines = rows.slice(4);
    expect(lines).toHaveLength(4);
    expect(lines.map((l) => l[12])).toEqual([
      'CENPROT — Central Nacional de Protesto',
      'Portal da Transparência',
      expect.stringContaining('(CEIS)'),
      expect.stringContaining('OFAC'),
    ]);
    expect(lines[0]?.[0]).toBe('Marcos; Tavares');
    expect(lines[0]?.[2]).toBe('***.204.736-**');
    expect(lines[0]?.[7]).toBe('Início não informado');
    expect(lines[0]?.[11]).toContain('Valor: R$');
    expect(lines[1]?.[11]).toContain('Secretário; "Obras"');
    expect(lines[3]?.[11]).toContain('Detalhe: =cmd|calc');
    // A cell that would start a formula is defused.
    expect(parseCsv(relationshipCsv([{ ...row, name: '=SOMA(1)' }], { ...META, title: 't' }).slice(1))[4]?.[0]).toBe(
      "'=SOMA(1)",
    );
    expect(csv).not.toContain('01/01/0001');
  });

  it('labels every field of each risk kind, with the open end spelled out', () => {
    const pep = riskEvidence(RISKS[1] as RiskEntry);
    expect(pep.fields.find((f) => f.label === 'Fim do exercício')?.value).toBe('Em aberto');
    expect(pep.fields.find((f) => f.label.startsWith('Fim da carência'))?.value).toBe('Ainda no cargo');
    expect(riskEvidence(RISKS[0] as RiskEntry).fields.map((f) => f.value)).toEqual([
      '05/03/2024',
      '2º Tabelionato de Protesto',
      'Campinas/SP',
      '2',
      expect.stringMatching(/^R\$\s12\.345,67$/),
    ]);
  });
});

describe('relationship view in the URL', () => {
  it('reads and writes the view and the filters, ignoring bad values', () => {
    const state = readRelationshipView(new URLSearchParams('visao=tabela&riscos=1&nivel=2'));
    expect(state).toEqual({ mode: 'tabela', onlyFlagged: true, onlyActive: false, maxDepth: 2 });
    expect(writeRelationshipView(state)).toEqual({ visao: 'tabela', riscos: '1', nivel: '2' });
    expect(readRelationshipView(new URLSearchParams('visao=x&nivel=9'))).toEqual({
      mode: null,
      onlyFlagged: false,
      onlyActive: false,
      maxDepth: 0,
    });
  });

  it('opens on the table under 768 px when the graph would be unreadable', () => {
    expect(defaultMode(true, 40)).toBe('tabela');
    expect(defaultMode(true, 5)).toBe('grafo');
    expect(defaultMode(false, 400)).toBe('grafo');
  });
});
