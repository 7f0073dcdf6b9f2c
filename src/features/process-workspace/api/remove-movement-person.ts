import { useMutation } from '@tanstack/react-query';
import type { MovementPeople } from '../../../contract/movements';
import { movementPeopleEndpoints } from '../../../contract/endpoints/movement-people';
import { callApi } from '../../../lib/http/call-api';

/** DELETE /v1/organization/{o}/moviment/{m}/people/{x} — answers the movement's people after the removal. */
export function removeMovementPerson(orgId: number, movementId: number, userId: string): Promise<MovementPeople> {
  return callApi(movementPeopleEndpoints.removeMovementPerson, {
    params: { orgId, movementId, userId },
    expectedStatuses: [400, 404],
  });
}

export function useRemoveMovementPerson(orgId: number, movementId: number, onPeople: (people: MovementPeople) => void) {
  return useMutation({
    mutationFn: (userId: string) => removeMovementPerson(orgId, movementId, userId),
    onSuccess: onPeople,
  });
}
