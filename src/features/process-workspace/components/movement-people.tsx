import { Text } from '@mantine/core';
import { useState } from 'react';
import type { Movement, MovementPeople as MovementPeopleList } from '../../../contract/movements';
import { BareGroup } from '../../../components/bare/bare-group';
import { BareStack } from '../../../components/bare/bare-stack';
import { BareText } from '../../../components/bare/bare-text';
import { rem } from '../../../components/bare/mantine-markup';
import { errorMessage } from '../../../lib/api-error';
import { useAssignMovementPerson } from '../api/assign-movement-person';
import { useRemoveMovementPerson } from '../api/remove-movement-person';
import { useSetPersonResponsibility } from '../api/set-person-responsibility';
import type { ResponsibilityValue } from '../responsibilities';
import { AddPersonFirstUse } from './add-person-first-use';
import { MovementPersonRow } from './movement-person-row';

interface MovementPeopleProps {
  orgId: number;
  processId: number;
  movement: Movement;
  /** Called with the movement's people after every change (e.g. to refresh the timeline's cache). */
  onPeopleChange?: (people: MovementPeopleList) => void;
}

/**
 * People assigned to a movement with their responsibility; compact enough for a timeline item. Its layout is Mantine's
 * markup without its runtime and its popover mounts on first use: a page of ten movements draws ten of these
 * (tests/unit/movement-people-markup.test.tsx keeps the markup).
 */
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
    <BareStack gap={rem(4)} align="stretch" aria-label="Pessoas da movimentação" component="section">
      {people.length === 0 && (
        <BareText size="xs" dimmed>
          Ninguém atribuído.
        </BareText>
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
      <BareGroup gap="var(--mantine-spacing-xs)">
        <AddPersonFirstUse
          orgId={orgId}
          assigned={new Set(people.map((p) => p.userId))}
          pending={pending}
          onAdd={add}
        />
      </BareGroup>
      {error && (
        <Text size="xs" c="red.9" role="alert">
          {errorMessage(error)}
        </Text>
      )}
    </BareStack>
  );
}
