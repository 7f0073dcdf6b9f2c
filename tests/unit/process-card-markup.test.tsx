import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { formatCentavos } from '../../src/contract/money';
import { stripPartName } from '../../src/contract/party-name';
import type { ProcessSummary } from '../../src/contract/processes';
import { ProcessCard } from '../../src/features/processes/components/process-card';
import { ProcessPartiesLine } from '../../src/features/processes/components/process-parties-line';
import { ProcessStatusBadges } from '../../src/features/processes/components/process-status-badges';
import { formatDateTime } from '../../src/lib/format-date';
import { formatProcessDate } from '../../src/lib/special-dates';
import { mantineMarkup, markup } from './support/markup';

// The card as it was written with Mantine's components: the reference its markup must keep (same stylesheet, same look).
function names(list: readonly string[]): string {
  if (list.length === 0) return 'Não informado';
  const shown = list.slice(0, 2).map(stripPartName).join(', ');
  return list.length > 2 ? `${shown} e mais ${list.length - 2}` : shown;
}

function MantinePartiesLine({ authors, defendants, size = 'sm' }: Parameters<typeof ProcessPartiesLine>[0]) {
  return (
    <Text size={size}>
      {names(authors)}{' '}
      <Text span c="dimmed" size={size} aria-label="contra">
        ×
      </Text>{' '}
      {names(defendants)}
    </Text>
  );
}

function MantineCard({ process: p, href }: { process: ProcessSummary; href: string }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="process-card">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} href={href} fw={600} ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
            {p.number}
          </Anchor>
          <Text size="xs" fw={600} c="dimmed">
            {p.court}
          </Text>
        </Group>
        <ProcessStatusBadges isSecret={p.isSecret} isArchived={p.isArchived} />
        <Text size="xs" c="dimmed">
          {p.type}
        </Text>
        <MantinePartiesLine authors={p.authors} defendants={p.defendants} />
        {!p.isSecret && p.subjects.length > 0 && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {p.subjects.join('; ')}
          </Text>
        )}
        <Group gap="md">
          <Text size="xs">Valor: {p.causeValue === null ? '—' : formatCentavos(p.causeValue)}</Text>
          <Text size="xs">Distribuição: {formatProcessDate(p.distributionDate)}</Text>
        </Group>
        {p.lastMovement && (
          <Text size="xs" lineClamp={2}>
            Última movimentação: {formatProcessDate(p.lastMovement.date)} · {p.lastMovement.class}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Atualizado em {formatDateTime(p.updatedAt)}
        </Text>
      </Stack>
    </Card>
  );
}

const base: ProcessSummary = {
  id: 1,
  number: '5186108-64.2026.8.13.0079',
  court: 'TJMG',
  type: 'Execução de Título Extrajudicial',
  state: 'MG',
  authors: ['Boa Vista Logística SA'],
  defendants: ['Renata Dias Soares'],
  subjects: ['Contratos Bancários', 'Juros'],
  causeValue: 10_957_388,
  distributionDate: '2026-04-17',
  lastMovement: { date: '2026-10-30T09:00:00Z', class: 'Despacho', text: 'Cite-se.' },
  updatedAt: '2026-10-30T09:00:00Z',
  isSecret: false,
  isArchived: false,
};

const cases: Record<string, ProcessSummary> = {
  'a plain process': base,
  'secret and archived, three authors': {
    ...base,
    isSecret: true,
    isArchived: true,
    subjects: [],
    causeValue: null,
    authors: ['A', 'B', 'C'],
  },
  'no parties, no dates, no movement': {
    ...base,
    authors: [],
    defendants: [],
    distributionDate: null,
    lastMovement: null,
    subjects: [],
  },
};

describe("the process card keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  for (const [name, process] of Object.entries(cases)) {
    it(name, () => {
      // Inside MantineProvider too: the status badges are still Mantine's.
      expect(mantineMarkup(<ProcessCard process={process} href="/processos/1" />)).toBe(
        mantineMarkup(<MantineCard process={process} href="/processos/1" />),
      );
    });
  }

  it('the parties line at both sizes, outside any provider', () => {
    for (const size of ['xs', 'sm'] as const) {
      const { container, unmount } = render(<ProcessPartiesLine authors={['A']} defendants={['B']} size={size} />);
      const html = markup(container);
      unmount();
      expect(html).toBe(mantineMarkup(<MantinePartiesLine authors={['A']} defendants={['B']} size={size} />));
    }
  });
});
