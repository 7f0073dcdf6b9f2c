/**
 * POST /v1/file/uploadManual/{orgId}/process/{processId} — multipart/form-data with the parts
 * `file`, `dtMovimentation` (YYYY-MM-DD, not after today in America/Sao_Paulo) and `description` (1–2000 chars,
 * stored and returned as plain text). Answers 201 with the created Movement (movements.ts).
 *
 * The type is decided by the file's first bytes, not by the declared type or name (415 otherwise); files above
 * UPLOAD_MAX_BYTES answer 413. A missing part answers 400 naming it.
 *
 * Idempotency: send `Idempotency-Key` (1–200 visible ASCII characters). The same key from the same user in the
 * same organization with the same content returns the first answer (status and body) and creates nothing; the same
 * key with different content answers 422. Keys are remembered for IDEMPOTENCY_TTL_HOURS.
 */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
export const UPLOAD_MAX_LABEL = '20 MB';
export const DESCRIPTION_MAX_LENGTH = 2000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_TTL_HOURS = 72;
/** The multipart parts' names: the PWA writes them, the API's form reader reads them. */
export const UPLOAD_FIELDS = { file: 'file', date: 'dtMovimentation', description: 'description' } as const;

/** What the server accepts, by detected content. `extensions` is what a file picker may offer (accept=). */
export const ALLOWED_UPLOAD_TYPES = [
  { contentType: 'application/pdf', extensions: ['.pdf'], label: 'PDF' },
  { contentType: 'image/png', extensions: ['.png'], label: 'PNG' },
  { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPEG' },
  { contentType: 'image/webp', extensions: ['.webp'], label: 'WEBP' },
  { contentType: 'application/msword', extensions: ['.doc'], label: 'DOC' },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['.docx'],
    label: 'DOCX',
  },
  { contentType: 'application/vnd.ms-excel', extensions: ['.xls'], label: 'XLS' },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extensions: ['.xlsx'],
    label: 'XLSX',
  },
  { contentType: 'application/vnd.oasis.opendocument.text', extensions: ['.odt'], label: 'ODT' },
] as const;
export type AllowedUploadType = (typeof ALLOWED_UPLOAD_TYPES)[number]['contentType'];

/** Types the viewer shows in the page; the others are offered for download. */
export const INLINE_CONTENT_TYPES: readonly string[] = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];
