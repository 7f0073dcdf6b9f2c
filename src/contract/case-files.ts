import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { IsoDate, Paged, PageQuery } from './schema-helpers.ts';

/**
 * Case files (autos) and the organization's documents. Every `file`/`url` is a signed, time-limited link
 * (FILE_URL_TTL_SECONDS) to GET /v1/files/{id}/content?expires&signature, which streams the file with its
 * Content-Type, Content-Disposition (inline for PDF/images, attachment otherwise) and nosniff. The link needs no
 * bearer token (so the viewer popup can load it in an iframe or img); it is issued only to members of the
 * owner organization. Files are stored in the database (table file_contents). FILE_URL_TTL_SECONDS: constants/case-files.ts.
 */

/** GET /v1/process/{orgId}/{processId}/autos — newest first. */
export const AutoItem = Type.Object({
  id: Type.Integer(),
  description: Type.String(),
  file: Type.String({ description: 'Signed download URL (absolute path on this origin)' }),
  date: IsoDate,
  name: Type.String(),
  contentType: Type.String(),
});
export type AutoItem = Static<typeof AutoItem>;
export const AutoList = Type.Array(AutoItem);
export type AutoList = Static<typeof AutoList>;

/** GET /v1/urlById/{fileId} and the rows of GET /v1/url. */
export const CaseFileUrl = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'Signed download URL (absolute path on this origin)' }),
  name: Type.String(),
  contentType: Type.String(),
  size: Type.Integer(),
  description: Type.String(),
  date: IsoDate,
  processId: Type.Integer(),
  processNumber: Type.String(),
  kind: Type.Enum(['AUTO', 'MANUAL']),
});
export type CaseFileUrl = Static<typeof CaseFileUrl>;

/** A stored file's id (process_files.id, a bigint: JavaScript's safe integers). */
export const FileId = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

export const FileIdParams = Type.Object({ fileId: FileId });
export type FileIdParams = Static<typeof FileIdParams>;

/** GET /v1/url?organizationId&page — the organization's documents, newest first, 10 per page. */
export const CaseFilePageQuery = Type.Object({
  organizationId: Id,
  ...PageQuery.properties,
});
export type CaseFilePageQuery = Static<typeof CaseFilePageQuery>;
export const CaseFilePage = Paged(CaseFileUrl);
export type CaseFilePage = Static<typeof CaseFilePage>;

/** Query of the download link; both parts are produced by the server. */
export const FileContentQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
  download: Type.Optional(Type.Boolean({ description: 'true forces Content-Disposition: attachment' })),
});
export type FileContentQuery = Static<typeof FileContentQuery>;
