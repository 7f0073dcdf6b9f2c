import type { CustomFieldType } from '../../src/contract/custom-fields.ts';
import type { Db } from '../db/db.ts';

/** Custom fields (one of every type) and checklist groups that the demo organizations work with. */
const FIELDS: readonly {
  label: string;
  type: CustomFieldType;
  required: boolean;
  options?: readonly [string, string][];
}[] = [
  { label: 'Cliente responsável', type: 'TEXT', required: true },
  {
    label: 'Fase interna',
    type: 'SELECT',
    required: true,
    options: [
      ['INICIAL', 'Inicial'],
      ['INSTRUCAO', 'Instrução'],
      ['SENTENCA', 'Sentença'],
      ['RECURSO', 'Recurso'],
      ['EXECUCAO', 'Execução'],
    ],
  },
  { label: 'Probabilidade de perda (%)', type: 'NUMBER', required: false },
  { label: 'Próximo prazo', type: 'DATE', required: false },
  { label: 'Provisão contábil', type: 'MONEY', required: false },
  { label: 'Acordo possível', type: 'BOOLEAN', required: false },
];

const CHECKLISTS: readonly { name: string; description: string; questions: readonly string[] }[] = [
  {
    name: 'Preparação para audiência',
    description: 'Itens a conferir antes de qualquer audiência.',
    questions: [
      'Cliente intimado da data',
      'Testemunhas confirmadas',
      'Documentos originais separados',
      'Proposta de acordo aprovada pelo cliente',
    ],
  },
  {
    name: 'Prazo recursal',
    description: 'Controle de recurso após sentença.',
    questions: ['Prazo calculado e agendado', 'Preparo recolhido', 'Minuta revisada por outro advogado'],
  },
  {
    name: 'Due diligence da parte contrária',
    description: 'Pesquisa sobre o patrimônio e processos da outra parte.',
    questions: ['Consulta de CPF/CNPJ realizada', 'Pesquisa de bens concluída', 'Outros processos verificados'],
  },
];

export async function seedWorkspace(db: Db, organizationIds: readonly number[]): Promise<void> {
  for (const organizationId of organizationIds) {
    for (const [priority, field] of FIELDS.entries()) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO custom_fields (organization_id, label, type, priority, required) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [organizationId, field.label, field.type, (priority + 1) * 10, field.required],
      );
      for (const [i, [value, label]] of (field.options ?? []).entries()) {
        await db.query(
          'INSERT INTO custom_field_options (custom_field_id, value, label, priority) VALUES ($1, $2, $3, $4)',
          [rows[0]?.id, value, label, i],
        );
      }
    }
    for (const group of CHECKLISTS) {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO checklist_groups (organization_id, name, description) VALUES ($1, $2, $3) RETURNING id',
        [organizationId, group.name, group.description],
      );
      for (const [i, text] of group.questions.entries()) {
        await db.query('INSERT INTO checklist_questions (group_id, text, priority) VALUES ($1, $2, $3)', [
          rows[0]?.id,
          text,
          i,
        ]);
      }
    }
  }
}
