import type { Db } from '../db/db.ts';

// The TCU's consolidated certificates an organization asked for, and their PDFs (migration 0028).

export interface TcuRegistryJson {
  registry: string;
  issuer: string;
  listed: boolean;
  note: string | null;
}

export interface TcuCertificateRow {
  id: number;
  organization_id: number;
  cnpj: string;
  company_name: string | null;
  source: 'TCU' | 'DEMO';
  issued_at: Date | string | null;
  control_code: string | null;
  fetched_at: Date | string;
  registries: TcuRegistryJson[];
  pdf_sha256: string | null;
  pdf_size: number | null;
}

export interface NewTcuCertificate {
  organizationId: number;
  analysisId: number;
  cnpj: string;
  companyName: string | null;
  source: 'TCU' | 'DEMO';
  issuedAt: string | null;
  controlCode: string | null;
  fetchedAt: string;
  registries: TcuRegistryJson[];
  pdf: { bytes: Uint8Array; sha256: string } | null;
  requestedBy: string;
}

const COLUMNS = `id, organization_id, cnpj, company_name, source, issued_at, control_code, fetched_at, registries,
  pdf_sha256, pdf_size`;

const normalise = (row: TcuCertificateRow): TcuCertificateRow => ({
  ...row,
  id: Number(row.id),
  registries: typeof row.registries === 'string' ? (JSON.parse(row.registries) as TcuRegistryJson[]) : row.registries,
});

/** The certificate and its PDF's bytes, in the caller's transaction. */
export async function insertTcuCertificate(tx: Db, certificate: NewTcuCertificate): Promise<TcuCertificateRow> {
  const { rows } = await tx.query<TcuCertificateRow>(
    `INSERT INTO tcu_certificates (organization_id, analysis_id, cnpj, company_name, source, issued_at, control_code,
       fetched_at, registries, pdf_sha256, pdf_size, requested_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${COLUMNS}`,
    [
      certificate.organizationId,
      certificate.analysisId,
      certificate.cnpj,
      certificate.companyName,
      certificate.source,
      certificate.issuedAt,
      certificate.controlCode,
      certificate.fetchedAt,
      JSON.stringify(certificate.registries),
      certificate.pdf?.sha256 ?? null,
      certificate.pdf?.bytes.length ?? null,
      certificate.requestedBy,
    ],
  );
  const row = rows[0];
  if (!row) throw new Error('certificate insert returned no row');
  if (certificate.pdf)
    await tx.query('INSERT INTO tcu_certificate_pdfs (certificate_id, organization_id, content) VALUES ($1, $2, $3)', [
      row.id,
      certificate.organizationId,
      Buffer.from(certificate.pdf.bytes),
    ]);
  return normalise(row);
}

/** The newest certificate the organization keeps for the CNPJ, or null. */
export async function findLatestTcuCertificate(
  db: Db,
  organizationId: number,
  cnpj: string,
): Promise<TcuCertificateRow | null> {
  const { rows } = await db.query<TcuCertificateRow>(
    `SELECT ${COLUMNS} FROM tcu_certificates WHERE organization_id = $1 AND cnpj = $2 ORDER BY id DESC LIMIT 1`,
    [organizationId, cnpj],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

export async function findTcuCertificate(db: Db, id: number): Promise<TcuCertificateRow | null> {
  const { rows } = await db.query<TcuCertificateRow>(`SELECT ${COLUMNS} FROM tcu_certificates WHERE id = $1`, [id]);
  return rows[0] ? normalise(rows[0]) : null;
}

/** The PDF's bytes, only within the organization (the route's ownership check comes first; this is the second lock). */
export async function readTcuCertificatePdf(db: Db, organizationId: number, id: number): Promise<Buffer | null> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM tcu_certificate_pdfs WHERE certificate_id = $1 AND organization_id = $2',
    [id, organizationId],
  );
  return rows[0] ? Buffer.from(rows[0].content) : null;
}
