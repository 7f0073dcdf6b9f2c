import type { Db } from '../db/db.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';
import { insertFile } from '../repositories/files.ts';
import type { ProcessBundle } from './generate-processes.ts';
import { minimalPdf, minimalPng } from './sample-files.ts';

/** Public sample videos (https); they will not play offline, which is fine for the demo. */
const SAMPLE_VIDEOS = [
  'https://interactive-examples.mdn.mozilla.net/media/cc0-videos/flower.mp4',
  'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/BigBuckBunny.mp4',
  'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
];

const AUTOS = [
  {
    name: 'peticao-inicial.pdf',
    description: 'Petição inicial',
    lines: ['Excelentíssimo Senhor Doutor Juiz de Direito', 'vem respeitosamente propor a presente ação.'],
  },
  {
    name: 'procuracao.pdf',
    description: 'Procuração ad judicia',
    lines: ['Outorgante nomeia e constitui seus procuradores.'],
  },
  {
    name: 'decisao-liminar.pdf',
    description: 'Decisão interlocutória',
    lines: ['Defiro o pedido de tutela de urgência.'],
  },
];

async function userId(db: Db, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

/** Case files (PDFs and a photo) on the first processes of an organization. */
async function seedAutos(db: Db, organizationId: number, bundles: readonly ProcessBundle[]): Promise<void> {
  for (const [i, bundle] of bundles.slice(0, 12).entries()) {
    const day = bundle.process.distribution_date;
    for (const auto of AUTOS.slice(0, 1 + (i % 3))) {
      await insertFile(db, {
        organizationId,
        processId: bundle.process.id,
        movementId: null,
        kind: 'AUTO',
        name: auto.name,
        description: auto.description,
        contentType: 'application/pdf',
        date: day,
        createdBy: null,
        content: minimalPdf(`${auto.description} - ${bundle.process.number}`, auto.lines),
      });
    }
    if (i % 4 === 0) {
      await insertFile(db, {
        organizationId,
        processId: bundle.process.id,
        movementId: null,
        kind: 'AUTO',
        name: 'foto-documento.png',
        description: 'Fotografia de documento juntado',
        contentType: 'image/png',
        date: day,
        createdBy: null,
        content: minimalPng(240, 160, [40, 90, 160]),
      });
    }
  }
}

/** Videos, a resource pair, a secret process, and a manual movement with people assigned. */
async function seedShowcase(db: Db, organizationId: number, bundles: readonly ProcessBundle[]): Promise<void> {
  const [first, second, third, fourth, fifth] = bundles;
  for (const [i, bundle] of [first, second].entries()) {
    if (!bundle) continue;
    await db.query('UPDATE processes SET has_videos = true WHERE id = $1', [bundle.process.id]);
    for (const [j, url] of SAMPLE_VIDEOS.slice(i, i + 2).entries()) {
      await db.query('INSERT INTO process_videos (process_id, title, audience_date, url) VALUES ($1, $2, $3, $4)', [
        bundle.process.id,
        j === 0 ? 'Audiência de conciliação' : 'Audiência de instrução e julgamento',
        `2026-0${3 + j}-1${i}T14:00:00-03:00`,
        url,
      ]);
    }
  }
  if (third && fourth) {
    await db.query('UPDATE processes SET has_resource = true WHERE id = $1', [third.process.id]);
    await db.query('UPDATE processes SET is_resource = true WHERE id = $1', [fourth.process.id]);
    await db.query(
      "INSERT INTO process_relations (process_id, related_process_id, relation) VALUES ($1, $2, 'Recurso'), ($2, $1, 'Processo de origem')",
      [third.process.id, fourth.process.id],
    );
  }
  if (fifth) await db.query('UPDATE processes SET is_secret = true WHERE id = $1', [fifth.process.id]);
  const lawyer = await userId(db, 'advogada@exemplo.test');
  const admin = await userId(db, 'admin@exemplo.test');
  if (!first || organizationId !== DEMO_ORGS.moraes || !lawyer || !admin) return;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO movements (process_id, date, class, text, is_manual, created_by)
     VALUES ($1, '2026-10-20T12:00:00-03:00', 'Movimentação manual', 'Protocolo de petição de juntada de documentos (cópia digitalizada no balcão).', true, $2) RETURNING id`,
    [first.process.id, lawyer],
  );
  const movementId = rows[0]?.id ?? null;
  await db.query("UPDATE processes SET updated_at = greatest(updated_at, '2026-10-20T12:00:00-03:00') WHERE id = $1", [
    first.process.id,
  ]);
  await insertFile(db, {
    organizationId,
    processId: first.process.id,
    movementId,
    kind: 'MANUAL',
    name: 'protocolo-juntada.pdf',
    description: 'Protocolo de juntada',
    contentType: 'application/pdf',
    date: '2026-10-20',
    createdBy: lawyer,
    content: minimalPdf('Protocolo de juntada', ['Recebido no balcão da secretaria.']),
  });
  await db.query(
    `INSERT INTO movement_people (movement_id, user_id, responsibility, questions, assigned_by) VALUES
       ($1, $2, 'RESPONSAVEL', ARRAY['Conferir se a juntada foi certificada'], $3), ($1, $3, 'REVISOR', '{}', $3)`,
    [movementId, lawyer, admin],
  );
  await seedAnswers(db, organizationId, first.process.id, admin);
}

/** Custom-field and checklist answers on one process, so the screens open with data. */
async function seedAnswers(db: Db, organizationId: number, processId: number, userId: string): Promise<void> {
  const fields = (
    await db.query<{ id: number; type: string }>(
      'SELECT id, type FROM custom_fields WHERE organization_id = $1 ORDER BY priority',
      [organizationId],
    )
  ).rows;
  const values: Record<string, unknown> = {
    TEXT: 'Construtora Horizonte Ltda',
    SELECT: 'INSTRUCAO',
    NUMBER: 35,
    DATE: '2026-11-30',
    MONEY: 1500000,
    BOOLEAN: true,
  };
  for (const field of fields) {
    await db.query(
      'INSERT INTO custom_field_answers (process_id, custom_field_id, value, created_by, updated_by) VALUES ($1, $2, $3::jsonb, $4, $4)',
      [processId, field.id, JSON.stringify(values[field.type]), userId],
    );
  }
  const group = (
    await db.query<{ id: number }>('SELECT id FROM checklist_groups WHERE organization_id = $1 ORDER BY id LIMIT 1', [
      organizationId,
    ])
  ).rows[0];
  if (!group) return;
  await db.query('INSERT INTO process_checklist_groups (process_id, group_id, attached_by) VALUES ($1, $2, $3)', [
    processId,
    group.id,
    userId,
  ]);
  await db.query(
    `INSERT INTO checklist_answers (process_id, question_id, answer, answered_by)
     SELECT $1, id, true, $3 FROM checklist_questions WHERE group_id = $2 ORDER BY priority LIMIT 2`,
    [processId, group.id, userId],
  );
}

/** Monitored documents: parties of existing processes (part matches), already baselined, plus one new one. */
async function seedMonitoring(db: Db, organizationId: number, bundles: readonly ProcessBundle[]): Promise<void> {
  const parties = bundles
    .slice(0, 30)
    .flatMap((b) => b.parties)
    .filter((p) => p.document && p.side === 'DEFENDANT')
    .slice(0, 3);
  for (const [i, party] of parties.entries()) {
    const document = party.document ?? '';
    await db.query(
      `INSERT INTO monitored_documents (organization_id, document_number, document_type, name, started_at, baseline_at, last_sync_at)
       VALUES ($1, $2, $3, $4, '2026-09-01T12:00:00Z', $5, $5) ON CONFLICT DO NOTHING`,
      [
        organizationId,
        document,
        document.length === 11 ? 'CPF' : 'CNPJ',
        party.name,
        i === parties.length - 1 ? null : '2026-09-02T12:00:00Z',
      ],
    );
  }
}

export async function seedCaseFiles(db: Db, samples: ReadonlyMap<number, ProcessBundle[]>): Promise<void> {
  for (const [organizationId, bundles] of samples) {
    await seedAutos(db, organizationId, bundles);
    await seedShowcase(db, organizationId, bundles);
    await seedMonitoring(db, organizationId, bundles);
  }
  await db.exec(`INSERT INTO organization_movement_classes (organization_id, class)
    SELECT DISTINCT p.organization_id, m.class FROM movements m JOIN processes p ON p.id = m.process_id ON CONFLICT DO NOTHING`);
}
