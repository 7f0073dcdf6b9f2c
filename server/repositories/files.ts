import { createHash } from 'node:crypto';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import type { Db } from '../db/db.ts';
import { toIsoDay } from '../domain/calendar.ts';

export interface FileRow {
  id: number;
  organization_id: number;
  process_id: number;
  process_number: string;
  movement_id: number | null;
  kind: 'AUTO' | 'MANUAL';
  name: string;
  description: string;
  content_type: string;
  size: number;
  date: string;
}

const FILE_COLUMNS = `f.id, f.organization_id, f.process_id, p.number AS process_number, f.movement_id, f.kind, f.name,
  f.description, f.content_type, f.size, f.date`;

type RawFileRow = Omit<FileRow, 'date'> & { date: Date | string };
const normalise = (row: RawFileRow): FileRow => ({ ...row, date: toIsoDay(row.date) ?? '' });

interface NewFile {
  organizationId: number;
  processId: number;
  movementId: number | null;
  kind: 'AUTO' | 'MANUAL';
  name: string;
  description: string;
  contentType: string;
  date: string;
  createdBy: string | null;
  content: Buffer;
}

/** Metadata and bytes in one transaction-friendly pair of inserts; the bytes live in file_contents. */
export async function insertFile(db: Db, file: NewFile): Promise<number> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO process_files (organization_id, process_id, movement_id, kind, name, description, content_type, size, sha256, date, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      file.organizationId,
      file.processId,
      file.movementId,
      file.kind,
      file.name,
      file.description,
      file.contentType,
      file.content.length,
      sha256,
      file.date,
      file.createdBy,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('file insert returned no id');
  await db.query('INSERT INTO file_contents (file_id, content) VALUES ($1, $2)', [id, file.content]);
  return id;
}

export async function findFile(db: Db, fileId: number): Promise<FileRow | null> {
  const { rows } = await db.query<RawFileRow>(
    `SELECT ${FILE_COLUMNS} FROM process_files f JOIN processes p ON p.id = f.process_id WHERE f.id = $1`,
    [fileId],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

/** Case files of a process (kind AUTO), newest first. */
export async function listAutos(db: Db, processId: number): Promise<FileRow[]> {
  const { rows } = await db.query<RawFileRow>(
    `SELECT ${FILE_COLUMNS} FROM process_files f JOIN processes p ON p.id = f.process_id
     WHERE f.process_id = $1 AND f.kind = 'AUTO' ORDER BY f.date DESC, f.id DESC`,
    [processId],
  );
  return rows.map(normalise);
}

/** Every file of the organization, newest first, 10 per page. */
export async function listOrganizationFiles(
  db: Db,
  organizationId: number,
  page: number,
): Promise<{ rows: FileRow[]; total: number }> {
  const { rows } = await db.query<RawFileRow>(
    `SELECT ${FILE_COLUMNS} FROM process_files f JOIN processes p ON p.id = f.process_id
     WHERE f.organization_id = $1 ORDER BY f.date DESC, f.id DESC LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`,
    [organizationId],
  );
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM process_files WHERE organization_id = $1',
    [organizationId],
  );
  return { rows: rows.map(normalise), total: count.rows[0]?.total ?? 0 };
}

export async function readFileContent(db: Db, fileId: number): Promise<Buffer | null> {
  const { rows } = await db.query<{ content: Uint8Array }>('SELECT content FROM file_contents WHERE file_id = $1', [
    fileId,
  ]);
  return rows[0] ? Buffer.from(rows[0].content) : null;
}
