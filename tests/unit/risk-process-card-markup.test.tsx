import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { ProcessValueAndDate } from '../../src/components/process-value-and-date';
import { RiskProcessCard, SIDE_LABELS } from '../../src/components/risk-process-card';
import type { AnalysisProcess } from '../../src/contract/analyses';
import { formatCentavos } from '../../src/contract/money';
import { formatCount } from '../../src/contract/plural';
import { AnalysisDetailTotal } from '../../src/features/analyses/components/analysis-detail-total';
import { mantineMarkup } from './support/markup';

// The card as it was written with Mantine's components: the reference its markup must keep (same stylesheet, same look).
function MantineCard({ process: p, href }: { process: AnalysisProcess; href: string }) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-testid="risk-process-card">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Anchor component={Link} href={href} fw={600} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.number}
          </Anchor>
          <Text size="xs" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {SIDE_LABELS[p.typeOfPart]}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {p.type} · {p.isArchived ? 'Arquivado' : 'Ativo'}
        </Text>
        <Text size="xs">{p.uf ? `${p.court} · ${p.uf}` : p.court}</Text>
        {p.subjects.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {p.subjects.join('; ')}
          </Text>
        )}
        <ProcessValueAndDate causeValue={p.causeValue} distributionDate={p.distributionDate} />
      </Stack>
    </Card>
  );
}

const base: AnalysisProcess = {
  id: 7,
  number: '0001234-56.2024.8.26.0100',
  type: 'Procedimento Comum Cível',
  distributionDate: '2024-03-15',
  causeValue: 1_500_000,
  uf: 'SP',
  court: 'TJSP',
  subjects: ['Indenização por Dano Moral', 'Cobrança'],
  isArchived: false,
  typeOfPart: 'DEFENDANT',
  categories: ['LITIGATION'],
};

const cases: Record<string, AnalysisProcess> = {
  'an active process with subjects': base,
  'an archived one without state, subjects or value': {
    ...base,
    uf: null,
    subjects: [],
    causeValue: null,
    distributionDate: null,
    isArchived: true,
    typeOfPart: 'AUTHOR',
  },
};

describe("the risk process card keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  for (const [name, process] of Object.entries(cases)) {
    it(name, () => {
      expect(mantineMarkup(<RiskProcessCard process={process} href="/processos/7" />)).toBe(
        mantineMarkup(<MantineCard process={process} href="/processos/7" />),
      );
    });
  }
});

// The analysis's five totals above the same list.
function MantineTotal({ label, count, amount }: { label: string; count: number; amount: number }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{formatCount(count)}</Text>
      <Text size="xs">{formatCentavos(amount)}</Text>
    </div>
  );
}

describe("an analysis's total keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  it('a count and its amount', () => {
    expect(mantineMarkup(<AnalysisDetailTotal label="Como réu" count={1234} amount={987_654} />)).toBe(
      mantineMarkup(<MantineTotal label="Como réu" count={1234} amount={987_654} />),
    );
  });
});
