import { Link } from 'wouter';
import type { ProcessSummary } from '../../../contract/processes';
import { formatDateTime } from '../../../lib/format-date';
import { formatProcessDate } from '../../../lib/special-dates';
import { BareAnchor } from '../../../components/bare/bare-anchor';
import { BareCard } from '../../../components/bare/bare-card';
import { BareGroup } from '../../../components/bare/bare-group';
import { BareStack } from '../../../components/bare/bare-stack';
import { BareText } from '../../../components/bare/bare-text';
import { rem } from '../../../components/bare/mantine-markup';
import { ProcessPartiesLine } from './process-parties-line';
import { ProcessStatusBadges } from './process-status-badges';
import { ProcessValueAndDate } from '../../../components/process-value-and-date';

interface Props {
  process: ProcessSummary;
  href: string;
}

/**
 * Phone list item (375 px): the same facts as a table row, stacked. Mantine's markup without its runtime: ten cards
 * were most of the list page's first render at 4× CPU (tests/unit/process-card-markup.test.tsx keeps the markup).
 */
export function ProcessCard({ process: p, href }: Props) {
  return (
    <BareCard data-testid="process-card">
      <BareStack gap={rem(6)} align="stretch">
        <BareGroup gap="var(--mantine-spacing-md)" justify="space-between" wrap="nowrap" align="flex-start">
          <BareAnchor component={Link} href={href} size="sm" fontWeight={600} monospace wordBreak="break-all">
            {p.number}
          </BareAnchor>
          <BareText size="xs" fontWeight={600} dimmed>
            {p.court}
          </BareText>
        </BareGroup>
        <ProcessStatusBadges isSecret={p.isSecret} isArchived={p.isArchived} />
        <BareText size="xs" dimmed>
          {p.type}
        </BareText>
        <ProcessPartiesLine authors={p.authors} defendants={p.defendants} />
        {!p.isSecret && p.subjects.length > 0 && (
          <BareText size="xs" dimmed lineClamp={2}>
            {p.subjects.join('; ')}
          </BareText>
        )}
        <ProcessValueAndDate causeValue={p.causeValue} distributionDate={p.distributionDate} />
        {p.lastMovement && (
          <BareText size="xs" lineClamp={2}>
            Última movimentação: {formatProcessDate(p.lastMovement.date)} · {p.lastMovement.class}
          </BareText>
        )}
        <BareText size="xs" dimmed>
          Atualizado em {formatDateTime(p.updatedAt)}
        </BareText>
      </BareStack>
    </BareCard>
  );
}
