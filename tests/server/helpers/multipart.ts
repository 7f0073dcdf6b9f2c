import type { Db } from '../../../server/db/db.ts';
import { minimalPdf } from '../../../server/seed/sample-files.ts';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser would send it. */
export function multipart(
  parts: readonly MultipartPart[],
  boundary = 'TestBoundary7MA4YWxk',
): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The three parts of a valid manual-movement upload, with overrides. */
export function uploadParts(
  overrides: { file?: Buffer; filename?: string; date?: string; description?: string; omit?: string[] } = {},
): MultipartPart[] {
  const parts: MultipartPart[] = [
    { name: 'dtMovimentation', value: overrides.date ?? '2026-01-15' },
    { name: 'description', value: overrides.description ?? 'Protocolo de petição no balcão' },
    {
      name: 'file',
      value: overrides.file ?? minimalPdf('Petição'),
      filename: overrides.filename ?? 'peticao.pdf',
      contentType: 'application/pdf',
    },
  ];
  return parts.filter((part) => !(overrides.omit ?? []).includes(part.name));
}

/** Ids of an organization's processes, by id (optionally only secret or only public ones). */
export async function processIds(db: Db, organizationId: number, where = 'true'): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM processes WHERE organization_id = $1 AND ${where} ORDER BY id`,
    [organizationId],
  );
  return rows.map((row) => row.id);
}
