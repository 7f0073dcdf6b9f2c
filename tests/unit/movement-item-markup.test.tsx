import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunicationLine } from '../../src/components/communication-line';
import type { Movement } from '../../src/contract/movements';
import { MovementItem } from '../../src/features/processes/components/movement-item';
import { actText } from '../../src/lib/movement-communication';
import { formatProcessDate } from '../../src/lib/special-dates';
import { mantineMarkup } from './support/markup';

// The item as it was written with Mantine's components: the reference its markup must keep (same stylesheet, same look).
function MantineItem({ movement: m, extras }: { movement: Movement; extras?: ReactNode }) {
  return (
    <Stack gap={4} data-testid="movement-item" data-source={m.source}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {formatProcessDate(m.date, true)}
        </Text>
        <Badge size="sm" variant="light" color={m.isManual ? 'grape' : 'blue'}>
          {m.isManual ? 'Manual' : m.communication?.source === 'DJEN' ? 'DJEN' : 'Tribunal'}
        </Badge>
        <Text size="sm" fw={500}>
          {m.class}
        </Text>
      </Group>
      {m.communication && <CommunicationLine communication={m.communication} />}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {actText(m.text, m.communication)}
      </Text>
      {m.isManual && m.createdBy && (
        <Text size="xs" c="dimmed">
          Registrada por {m.createdBy.name}
        </Text>
      )}
      {m.file && (
        <Group gap="xs">
          <Button size="compact-xs" variant="light" leftSection={<IconFileText size={14} aria-hidden="true" />}>
            Abrir arquivo
          </Button>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {m.file.name}
          </Text>
        </Group>
      )}
      {extras}
    </Stack>
  );
}

const court: Movement = {
  id: 1,
  processId: 1,
  date: '2026-10-30T09:00:00Z',
  class: 'Despacho',
  text: 'Cite-se.\nIntime-se.',
  source: 'COURT',
  isManual: false,
  createdBy: null,
  file: null,
  people: [],
};

const cases: Record<string, Movement> = {
  'a court movement': court,
  'a DJEN communication': {
    ...court,
    communication: {
      source: 'DJEN',
      publicationDate: '2026-10-29',
      deadlineStart: '2026-10-30',
      certificateUrl: 'https://comunica.pje.jus.br/certidao/1',
      cancelled: false,
      cancellationReason: null,
    },
  },
  'a manual movement with its file': {
    ...court,
    class: 'Movimentação manual',
    source: 'MANUAL',
    isManual: true,
    createdBy: { id: 'u1', name: 'Ana Admin' },
    file: { id: 7, name: 'peticao-inicial.pdf', contentType: 'application/pdf', size: 1024 },
  },
};

describe("the movement item keeps Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  for (const [name, movement] of Object.entries(cases)) {
    it(name, () => {
      const extras = <span>extra</span>;
      expect(mantineMarkup(<MovementItem movement={movement} extras={extras} />)).toBe(
        mantineMarkup(<MantineItem movement={movement} extras={extras} />),
      );
    });
  }
});
