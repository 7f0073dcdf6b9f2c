import { Badge, Loader } from '@mantine/core';
import { REPORT_STATUS_LABELS, type ReportStatus } from '../../../contract/constants/reports';

// Filled tones dark enough for 4.5:1 with Mantine's 11 px badge text.
const COLORS: Record<ReportStatus, string> = { QUEUED: 'gray.7', PROCESSING: 'blue.8', READY: '#216e31', ERROR: 'red.8' };

/** "Na fila", "Gerando", "Pronto" or "Erro"; the two pending ones spin, so a live list reads as live. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const pending = status === 'QUEUED' || status === 'PROCESSING';
  return (
    <Badge style={{ flexShrink: 0 }} variant="filled" color={COLORS[status]} tt="none" data-testid="report-status" data-status={status} leftSection={pending ? <Loader size={10} color="white" aria-hidden="true" /> : undefined}>
      {REPORT_STATUS_LABELS[status]}
    </Badge>
  );
}
