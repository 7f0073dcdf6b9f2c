import type { AllowedUploadType } from '../../src/contract/manual-upload.ts';

/**
 * The file's type from its first bytes (never from the declared type or name): PDF, PNG, JPEG, WEBP, OLE2
 * (DOC/XLS) and ZIP containers (DOCX/XLSX/ODT). Null for anything else.
 */
const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0): boolean =>
  buffer.length >= offset + bytes.length && bytes.every((byte, i) => buffer[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** OLE2 compound files name their main stream in UTF-16: "WordDocument" or "Workbook"/"Book". */
function oleType(buffer: Buffer): AllowedUploadType | null {
  const utf16 = (text: string) => Buffer.from(text, 'utf16le');
  if (buffer.includes(utf16('WordDocument'))) return 'application/msword';
  if (buffer.includes(utf16('Workbook')) || buffer.includes(utf16('Book'))) return 'application/vnd.ms-excel';
  return null;
}

/** ZIP containers: ODF stores its mimetype first and uncompressed; OOXML has [Content_Types].xml and word/ or xl/. */
function zipType(buffer: Buffer): AllowedUploadType | null {
  if (buffer.subarray(30, 100).toString('latin1').startsWith('mimetypeapplication/vnd.oasis.opendocument.text')) {
    return 'application/vnd.oasis.opendocument.text';
  }
  if (!buffer.includes('[Content_Types].xml')) return null;
  if (buffer.includes('word/')) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  if (buffer.includes('xl/')) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  return null;
}

export function detectFileType(buffer: Buffer): AllowedUploadType | null {
  if (startsWith(buffer, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(buffer, OLE2)) return oleType(buffer);
  if (startsWith(buffer, ZIP)) return zipType(buffer);
  return null;
}
