import { Link } from 'wouter';
import type { AnalysisProcess } from '../contract/analyses';
import { BareAnchor } from './bare/bare-anchor';
import { BareCard } from './bare/bare-card';
import { BareGroup } from './bare/bare-group';
import { BareStack } from './bare/bare-stack';
import { BareText } from './bare/bare-text';
import { rem } from './bare/mantine-markup';
import { ProcessValueAndDate } from './process-value-and-date';

// The side (polo), as the PDF report says it: Autor/Réu is wrong for labour (Reclamante/Reclamado) and executions.
export const SIDE_LABELS: Record<AnalysisProcess['typeOfPart'], string> = {
  AUTHOR: 'Ativo',
  DEFENDANT: 'Passivo',
  OTHER: 'Outra parte',
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Phone item (under 768 px) of a risk-process list: the table row's facts, stacked, as the process list does.
 * Mantine's markup without its runtime: a page of them was most of the analysis screen's first render at 4× CPU
 * (tests/unit/risk-process-card-markup.test.tsx keeps the markup).
 */
export function RiskProcessCard({ process: p, href }: { process: AnalysisProcess; href: string }) {
  return (
    <BareCard component="li" data-testid="risk-process-card">
      <BareStack gap={rem(4)} align="stretch">
        <BareGroup justify="space-between" wrap="nowrap" align="flex-start" gap="var(--mantine-spacing-xs)">
          <BareAnchor component={Link} href={href} fontWeight={600} monospace size="sm" wordBreak="break-all">
            {p.number}
          </BareAnchor>
          <BareText size="xs" fontWeight={600} dimmed style={NO_WRAP}>
            {SIDE_LABELS[p.typeOfPart]}
          </BareText>
        </BareGroup>
        <BareText size="xs" dimmed>
          {p.type} · {p.isArchived ? 'Arquivado' : 'Ativo'}
        </BareText>
        <BareText size="xs">{p.uf ? `${p.court} · ${p.uf}` : p.court}</BareText>
        {p.subjects.length > 0 && (
          <BareText size="xs" dimmed lineClamp={2}>
            {p.subjects.join('; ')}
          </BareText>
        )}
        <ProcessValueAndDate causeValue={p.causeValue} distributionDate={p.distributionDate} />
      </BareStack>
    </BareCard>
  );
}
