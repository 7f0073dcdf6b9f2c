import { Text } from '@mantine/core';
import type { Report } from '../../../contract/reports-v2';

/** Why a report failed, in Portuguese; nothing for the others. */
export function ReportReason({ report }: { report: Report }) {
  if (report.status !== 'ERROR' || !report.reason) return null;
  return (
    <Text size="xs" c="red.9">
      {report.reason}
    </Text>
  );
}
