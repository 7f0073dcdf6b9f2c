import { useMutation } from '@tanstack/react-query';
import type { MovementPeople } from '../../../contract/movements';
import { apiRequest } from '../../../lib/http';

/** DELETE /v1/organization/{o}/moviment/{m}/people/{x} — answers the movement's people after the removal. */
export function removeMovementPerson(orgId: number, movementId: number, userId: string): Promise<MovementPeople> {
  return apiRequest<MovementPeople>(`/v1/organization/${orgId}/moviment/${movementId}/people/${encodeURIComponent(userId)}`, {
    method: 'DELETE',
    expectedStatuses: [400, 404],
  });
}

export function useRemoveMovementPerson(orgId: number, movementId: number, onPeople: (people: MovementPeople) => void) {
  return useMutation({
    mutationFn: (userId: string) => removeMovementPerson(orgId, movementId, userId),
    onSuccess: onPeople,
  });
}
