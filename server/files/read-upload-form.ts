import type { FastifyRequest } from 'fastify';
import {
  ALLOWED_UPLOAD_TYPES,
  DESCRIPTION_MAX_LENGTH,
  UPLOAD_FIELDS,
  type AllowedUploadType,
} from '../../src/contract/manual-upload.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { detectFileType } from '../domain/file-types.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

export interface UploadForm {
  content: Buffer;
  fileName: string;
  contentType: AllowedUploadType;
  date: string;
  description: string;
}

const FIELD_LABELS = {
  file: `arquivo (${UPLOAD_FIELDS.file})`,
  date: `data da movimentação (${UPLOAD_FIELDS.date})`,
  description: `descrição (${UPLOAD_FIELDS.description})`,
} as const;

const isTooLarge = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

/** A safe display name whose extension matches the detected type (a PDF named 'x.exe' becomes 'x.exe.pdf'). */
export function safeFileName(raw: string | undefined, contentType: AllowedUploadType): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned =
    base
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
      .trim()
      .slice(0, 180) || 'arquivo';
  const type = ALLOWED_UPLOAD_TYPES.find((t) => t.contentType === contentType);
  const extensions: readonly string[] = type?.extensions ?? [];
  return extensions.some((ext) => cleaned.toLowerCase().endsWith(ext)) ? cleaned : `${cleaned}${extensions[0] ?? ''}`;
}

/** Reads the multipart body: one file and two fields. Size is enforced while streaming (413). */
async function readParts(
  request: FastifyRequest,
): Promise<{ file: { content: Buffer; name: string } | null; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw new HttpError(400, MESSAGES.uploadNotMultipart);
  let file: { content: Buffer; name: string } | null = null;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== UPLOAD_FIELDS.file)
          throw new HttpError(400, MESSAGES.uploadUnknownField(part.fieldname));
        if (file) throw new HttpError(400, MESSAGES.uploadTooManyFiles);
        file = { content: await part.toBuffer(), name: part.filename };
      } else {
        if (part.fieldname !== UPLOAD_FIELDS.date && part.fieldname !== UPLOAD_FIELDS.description) {
          throw new HttpError(400, MESSAGES.uploadUnknownField(part.fieldname));
        }
        if (part.valueTruncated && part.fieldname === UPLOAD_FIELDS.description)
          throw new HttpError(400, MESSAGES.uploadDescriptionLength);
        fields.set(part.fieldname, String(part.value ?? ''));
      }
    }
  } catch (error) {
    if (isTooLarge(error)) throw new HttpError(413, MESSAGES.uploadTooLarge);
    if (error instanceof HttpError) throw error;
    // Everything else here is the body's fault (busboy: no or wrong boundary, a form cut short), never a 500.
    throw new HttpError(400, MESSAGES.uploadMalformed);
  }
  return { file, fields };
}

/** Parses and validates the upload form; every failure is a 4xx with a Portuguese reason. */
export async function readUploadForm(request: FastifyRequest, now: Date = new Date()): Promise<UploadForm> {
  const { file, fields } = await readParts(request);
  if (!file) throw new HttpError(400, MESSAGES.uploadMissingField(FIELD_LABELS.file));
  const date = fields.get(UPLOAD_FIELDS.date)?.trim();
  if (!date) throw new HttpError(400, MESSAGES.uploadMissingField(FIELD_LABELS.date));
  const description = fields.get(UPLOAD_FIELDS.description)?.trim();
  if (!description) throw new HttpError(400, MESSAGES.uploadMissingField(FIELD_LABELS.description));
  if (!isRealCalendarDay(date)) throw new HttpError(400, MESSAGES.uploadInvalidDate);
  if (date > todayInBrazil(now)) throw new HttpError(400, MESSAGES.uploadFutureDate);
  if ([...description].length > DESCRIPTION_MAX_LENGTH) throw new HttpError(400, MESSAGES.uploadDescriptionLength);
  if (file.content.length === 0) throw new HttpError(400, MESSAGES.uploadEmptyFile);
  const contentType = detectFileType(file.content);
  if (!contentType) throw new HttpError(415, MESSAGES.uploadForbiddenType);
  return { content: file.content, fileName: safeFileName(file.name, contentType), contentType, date, description };
}
