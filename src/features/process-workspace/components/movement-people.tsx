import { Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Movement, MovementPeople as MovementPeopleList } from '../../../contract/movements';
import { errorMessage } from '../../../lib/api-error';
import { useAssignMovementPerson } from '../api/assign-movement-person';
import { useRemoveMovementPerson } from '../api/remove-movement-person';
import { useSetPersonResponsibility } from '../api/set-person-responsibility';
import type { ResponsibilityValue } from '../responsibilities';
import { AddPersonPopover } from './add-person-popover';
import { MovementPersonRow } from './movement-person-row';

interface MovementPeopleProps {
  orgId: number;
  processId: number;
  movement: Movement;
  /** Called with the movement's people after every change (e.g. to refresh the timeline's cache). */
  onPeopleChange?: (people: MovementPeopleList) => void;
}

/** People assigned to a movement with their responsibility; compact enough for a timeline item. */
export function MovementPeople({ orgId, processId, movement, onPeopleChange }: MovementPeopleProps) {
  const [changed, setChanged] = useState<{ source: Movement['people']; people: MovementPeopleList } | null>(null);
  // What the server answered last, until the movement itself brings newer people.
  const people = changed && changed.source === movement.people ? changed.people : movement.people;
  const update = (next: MovementPeopleList) => {
    setChanged({ source: movement.people, people: next });
    onPeopleChange?.(next);
  };
  const assign = useAssignMovementPerson(orgId, movement.id, update);
  const setRole = useSetPersonResponsibility(orgId, movement.id, processId, update);
  const remove = useRemoveMovementPerson(orgId, movement.id, update);
  const pending = assign.isPending || setRole.isPending || remove.isPending;
  const error = assign.error ?? setRole.error ?? remove.error;

  // PUT responsability assigns the person too, so one call does both.
  const add = (userId: string, responsibility: ResponsibilityValue | null) =>
    responsibility ? setRole.mutateAsync({ userId, responsibility }) : assign.mutateAsync(userId);

  return (
    <Stack gap={4} aria-label="Pessoas da movimentação" component="section">
      {people.length === 0 && (
        <Text size="xs" c="dimmed">
          Ninguém atribuído.
        </Text>
      )}
      {people.map((person) => (
        <MovementPersonRow
          key={person.userId}
          person={person}
          disabled={pending}
          onResponsibility={(responsibility) => setRole.mutate({ userId: person.userId, responsibility })}
          onRemove={() => remove.mutate(person.userId)}
        />
      ))}
      <Group gap="xs">
        <AddPersonPopover orgId={orgId} assigned={new Set(people.map((p) => p.userId))} pending={pending} onAdd={add} />
      </Group>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </Stack>
  );
}
