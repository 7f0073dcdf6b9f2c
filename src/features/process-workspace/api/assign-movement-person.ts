import { useMutation } from '@tanstack/react-query';
import type { MovementPeople } from '../../../contract/movements';
import { apiRequest } from '../../../lib/http';

/** POST /v1/organization/{o}/moviment/{m}/people/{x} {questions} — answers the movement's people. */
export function assignMovementPerson(orgId: number, movementId: number, userId: string, questions: string[] = []): Promise<MovementPeople> {
  return apiRequest<MovementPeople>(`/v1/organization/${orgId}/moviment/${movementId}/people/${encodeURIComponent(userId)}`, {
    method: 'POST',
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
