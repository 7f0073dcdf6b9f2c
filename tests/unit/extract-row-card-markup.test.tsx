import { Card, Group, Stack, Text } from '@mantine/core';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDocumentNumber } from '../../src/contract/brazil-document';
import type { ExtractRow } from '../../src/contract/extract';
import { formatCentavos } from '../../src/contract/money';
import { ExtractRowCard } from '../../src/features/billing/components/extract-row-card';
import { formatDateTime } from '../../src/lib/format-date';
import { PLAN_LABELS } from '../../src/lib/plan-consumption';
import { mantineMarkup } from './support/markup';

// The card as it was written with Mantine's components: the reference its markup must keep (same stylesheet, same look).
function MantineCard({ row }: { row: ExtractRow }) {
  return (
    <Card withBorder radius="md" padding="sm" component="article" data-testid="extract-row">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{PLAN_LABELS[row.type] ?? row.type}</Text>
          <Text fw={600}>{formatCentavos(row.amount)}</Text>
        </Group>
        {row.document && (
          <Text size="sm">
            {formatDocumentNumber(row.document)}
            {row.documentName ? ` · ${row.documentName}` : ''}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {formatDateTime(row.date)} · {row.consume} × {formatCentavos(row.unitPrice)}
          {row.userName ? ` · ${row.userName}` : ''}
        </Text>
      </Stack>
    </Card>
  );
}

const base: ExtractRow = {
  id: 1,
  type: 'Consulta',
  document: '52998224725',
  documentName: 'Maria Souza',
  consume: 1,
  date: '2026-10-30T12:34:00Z',
  planId: 3,
  userName: 'Ana Admin',
  unitPrice: 350,
  amount: 350,
};

const cases: Record<string, ExtractRow> = {
  'a lookup by a user': base,
  'no document, no user (the system)': { ...base, document: null, documentName: null, userName: null },
  'a document without a name': { ...base, documentName: null },
};

describe("the extract's phone card keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  for (const [name, row] of Object.entries(cases)) {
    it(name, () => {
      expect(mantineMarkup(<ExtractRowCard row={row} />)).toBe(mantineMarkup(<MantineCard row={row} />));
    });
  }
});
