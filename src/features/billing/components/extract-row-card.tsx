import { BareCard } from '../../../components/bare/bare-card';
import { BareGroup } from '../../../components/bare/bare-group';
import { BareStack } from '../../../components/bare/bare-stack';
import { BareText } from '../../../components/bare/bare-text';
import { rem } from '../../../components/bare/mantine-markup';
import { formatDocumentNumber } from '../../../contract/brazil-document';
import type { ExtractRow } from '../../../contract/extract';
import { formatDateTime } from '../../../lib/format-date';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { formatCentavos } from '../../../contract/money';

/**
 * One consumption on a phone: what, for which document, when, by whom, and its value. Mantine's markup without its
 * runtime: a page of ten cards was most of a page change at 4× CPU (tests/unit/extract-row-card-markup.test.tsx keeps
 * the markup).
 */
export function ExtractRowCard({ row }: { row: ExtractRow }) {
  return (
    <BareCard data-testid="extract-row">
      <BareStack gap={rem(4)} align="stretch">
        <BareGroup gap="var(--mantine-spacing-md)" justify="space-between" wrap="nowrap">
          <BareText fontWeight={600}>{PLAN_LABELS[row.type] ?? row.type}</BareText>
          <BareText fontWeight={600}>{formatCentavos(row.amount)}</BareText>
        </BareGroup>
        {row.document && (
          <BareText size="sm">
            {formatDocumentNumber(row.document)}
            {row.documentName ? ` · ${row.documentName}` : ''}
          </BareText>
        )}
        <BareText size="xs" dimmed>
          {formatDateTime(row.date)} · {row.consume} × {formatCentavos(row.unitPrice)}
          {row.userName ? ` · ${row.userName}` : ''}
        </BareText>
      </BareStack>
    </BareCard>
  );
}
