import {
  ALLOWED_UPLOAD_TYPES,
  DESCRIPTION_MAX_LENGTH,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
} from '../contract/manual-upload';
import { brazilDayOf } from './format-date';

/**
 * Client-side checks for manual movement uploads, with the limits of src/contract/manual-upload.ts (the server
 * checks again, the type by magic bytes).
 */
// Widened so a file's own type and extension (any string) can be looked up.
const UPLOAD_TYPES: readonly { contentType: string; extensions: readonly string[] }[] = ALLOWED_UPLOAD_TYPES;

/** For <input accept>: the extensions and the types. */
export const UPLOAD_ACCEPT = UPLOAD_TYPES.flatMap((t) => [...t.extensions, t.contentType]).join(',');
export const UPLOAD_TYPES_LABEL = 'PDF, imagens (PNG, JPEG, WEBP) ou documentos do Office (DOC, DOCX, XLS, XLSX, ODT)';

export const UPLOAD_MESSAGES = {
  fileRequired: 'Escolha o arquivo da movimentação.',
  fileEmpty: 'O arquivo está vazio.',
  fileTooBig: `O arquivo passa do limite de ${UPLOAD_MAX_LABEL}.`,
  fileType: `Tipo de arquivo não permitido. Envie ${UPLOAD_TYPES_LABEL}.`,
  dateRequired: 'Informe a data da movimentação.',
  dateFuture: 'A data não pode estar no futuro.',
  descriptionRequired: 'Descreva a movimentação.',
  descriptionTooLong: `A descrição pode ter no máximo ${DESCRIPTION_MAX_LENGTH} caracteres.`,
} as const;

interface FileLike {
  name: string;
  size: number;
  type: string;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

/** null when the file may be sent; otherwise the Portuguese reason. */
export function validateUploadFile(file: FileLike | null | undefined): string | null {
  if (!file) return UPLOAD_MESSAGES.fileRequired;
  if (file.size <= 0) return UPLOAD_MESSAGES.fileEmpty;
  if (file.size > UPLOAD_MAX_BYTES) return UPLOAD_MESSAGES.fileTooBig;
  const ext = extensionOf(file.name);
  const typeOk = UPLOAD_TYPES.some((t) => t.contentType === file.type);
  // Some systems give Office files no type (or a generic one): then the extension decides.
  const untyped = !file.type || file.type === 'application/octet-stream';
  const extensionOk = UPLOAD_TYPES.some((t) => t.extensions.includes(ext));
  return typeOk || (untyped && extensionOk) ? null : UPLOAD_MESSAGES.fileType;
}

/** 'YYYY-MM-DD' of today in Brasília (the server checks against the same day). */
export function todayIso(now: Date = new Date()): string {
  return brazilDayOf(now);
}

export function validateMovementDate(isoDate: string | null | undefined, today: string = todayIso()): string | null {
  if (!isoDate) return UPLOAD_MESSAGES.dateRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return UPLOAD_MESSAGES.dateRequired;
  return isoDate > today ? UPLOAD_MESSAGES.dateFuture : null;
}

export function validateMovementDescription(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return UPLOAD_MESSAGES.descriptionRequired;
  return value.length > DESCRIPTION_MAX_LENGTH ? UPLOAD_MESSAGES.descriptionTooLong : null;
}

interface ManualMovementInput {
  file: FileLike | null;
  date: string | null;
  description: string;
}

export type ManualMovementErrors = Partial<Record<'file' | 'date' | 'description', string>>;

/** Every problem at once, so the form can mark all fields in one go. */
export function validateManualMovement(input: ManualMovementInput, today: string = todayIso()): ManualMovementErrors {
  const errors: ManualMovementErrors = {};
  const file = validateUploadFile(input.file);
  const date = validateMovementDate(input.date, today);
  const description = validateMovementDescription(input.description);
  if (file) errors.file = file;
  if (date) errors.date = date;
  if (description) errors.description = description;
  return errors;
}
