import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/contract/manual-upload';
import {
  UPLOAD_MESSAGES,
  todayIso,
  validateManualMovement,
  validateMovementDate,
  validateMovementDescription,
  validateUploadFile,
} from '../../src/lib/upload-rules';

const pdf = { name: 'peticao.pdf', size: 1024, type: 'application/pdf' };

describe('manual movement upload checks', () => {
  it('requires file, date and description (docs/product.md#manual-movement-upload), all reported at once', () => {
    expect(validateManualMovement({ file: null, date: null, description: '  ' }, '2026-10-31')).toEqual({
      file: UPLOAD_MESSAGES.fileRequired,
      date: UPLOAD_MESSAGES.dateRequired,
      description: UPLOAD_MESSAGES.descriptionRequired,
    });
    expect(validateManualMovement({ file: pdf, date: '2026-10-31', description: 'Juntada' }, '2026-10-31')).toEqual({});
  });

  it('limits the size to 20 MB and refuses empty files', () => {
    expect(validateUploadFile({ ...pdf, size: UPLOAD_MAX_BYTES })).toBeNull();
    expect(validateUploadFile({ ...pdf, size: UPLOAD_MAX_BYTES + 1 })).toBe(UPLOAD_MESSAGES.fileTooBig);
    expect(UPLOAD_MESSAGES.fileTooBig).toContain('20 MB');
    expect(validateUploadFile({ ...pdf, size: 0 })).toBe(UPLOAD_MESSAGES.fileEmpty);
  });

  it('accepts PDF, images and Office documents, refuses other types', () => {
    expect(validateUploadFile({ name: 'foto.jpg', size: 10, type: 'image/jpeg' })).toBeNull();
    expect(validateUploadFile({ name: 'contrato.docx', size: 10, type: '' })).toBeNull();
    expect(validateUploadFile({ name: 'planilha.xlsx', size: 10, type: 'application/octet-stream' })).toBeNull();
    expect(validateUploadFile({ name: 'virus.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      UPLOAD_MESSAGES.fileType,
    );
    expect(validateUploadFile({ name: 'pagina.html', size: 10, type: 'text/html' })).toBe(UPLOAD_MESSAGES.fileType);
    expect(validateUploadFile({ name: 'semtipo', size: 10, type: '' })).toBe(UPLOAD_MESSAGES.fileType);
  });

  it('refuses a date in the future (São Paulo day)', () => {
    expect(validateMovementDate('2026-11-01', '2026-10-31')).toBe(UPLOAD_MESSAGES.dateFuture);
    expect(validateMovementDate('2026-10-31', '2026-10-31')).toBeNull();
    expect(validateMovementDate('31/10/2026', '2026-10-31')).toBe(UPLOAD_MESSAGES.dateRequired);
    expect(todayIso(new Date('2026-11-01T02:00:00Z'))).toBe('2026-10-31');
  });

  it('caps the description at 2000 characters', () => {
    expect(validateMovementDescription('a'.repeat(2000))).toBeNull();
    expect(validateMovementDescription('a'.repeat(2001))).toBe(UPLOAD_MESSAGES.descriptionTooLong);
  });
});

describe('typed Brazilian dates', () => {
  it('parses DD/MM/YYYY into ISO and refuses impossible days', async () => {
    const { parseBrDate } = await import('../../src/lib/br-date');
    expect(parseBrDate('05/03/2024')).toBe('2024-03-05');
    expect(parseBrDate('5/3/2024')).toBe('2024-03-05');
    expect(parseBrDate('31/02/2024')).toBeNull();
    expect(parseBrDate('2024-03-05')).toBeNull();
  });
});
