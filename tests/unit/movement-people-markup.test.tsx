import { Group, Stack, Text } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Movement } from '../../src/contract/movements';
import { AddPersonFirstUse } from '../../src/features/process-workspace/components/add-person-first-use';
import { MovementPeople } from '../../src/features/process-workspace/components/movement-people';
import { mantineMarkup } from './support/markup';
import { testQueryClient } from './support/render';

const movement: Movement = {
  id: 1,
  processId: 1,
  date: '2026-10-30T09:00:00Z',
  class: 'Despacho',
  text: 'Cite-se.',
  source: 'COURT',
  isManual: false,
  createdBy: null,
  file: null,
  people: [],
};

// The section as it was written with Mantine's Stack, Text and Group: the reference its markup must keep.
function MantinePeople() {
  return (
    <Stack gap={4} aria-label="Pessoas da movimentação" component="section">
      <Text size="xs" c="dimmed">
        Ninguém atribuído.
      </Text>
      <Group gap="xs">
        <AddPersonFirstUse orgId={590} assigned={new Set()} pending={false} onAdd={() => Promise.resolve()} />
      </Group>
    </Stack>
  );
}

describe("a movement's people keep Mantine's markup without its runtime", () => {
  afterEach(cleanup);

  it('nobody assigned yet', () => {
    const client = testQueryClient();
    expect(
      mantineMarkup(
        <QueryClientProvider client={client}>
          <MovementPeople orgId={590} processId={1} movement={movement} />
        </QueryClientProvider>,
      ),
    ).toBe(mantineMarkup(<MantinePeople />));
  });
});
