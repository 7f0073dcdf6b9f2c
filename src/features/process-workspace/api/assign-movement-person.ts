import { useMutation } from '@tanstack/react-query';
import type { MovementPeople } from '../../../contract/movements';
import { movementPeopleEndpoints } from '../../../contract/endpoints/movement-people';
import { callApi } from '../../../lib/http/call-api';

/** POST /v1/organization/{o}/moviment/{m}/people/{x} {questions} — answers the movement's people. */
export function assignMovementPerson(
  orgId: number,
  movementId: number,
  userId: string,
  questions: string[] = [],
): Promise<MovementPeople> {
  return callApi(movementPeopleEndpoints.assignMovementPerson, {
    params: { orgId, movementId, userId },
    body: { questions },
    expectedStatuses: [400, 404],
  });
}

export function useAssignMovementPerson(orgId: number, movementId: number, onPeople: (people: MovementPeople) => void) {
  return useMutation({
    mutationFn: (userId: string) => assignMovementPerson(orgId, movementId, userId),
    onSuccess: onPeople,
  });
}
