import { useMutation } from '@tanstack/react-query';
import type { MovementPeople, Responsibility } from '../../../contract/movements';
import { apiRequest } from '../../../lib/http';

/** PUT …/moviment/{m}/people/{x}/responsability/{r} {processId} — assigns the person if needed. */
export function setPersonResponsibility(
  orgId: number,
  movementId: number,
  userId: string,
  responsibility: Responsibility,
  processId: number,
): Promise<MovementPeople> {
  return apiRequest<MovementPeople>(
    `/v1/organization/${orgId}/moviment/${movementId}/people/${encodeURIComponent(userId)}/responsability/${responsibility}`,
    { method: 'PUT', body: { processId }, expectedStatuses: [400, 404] },
  );
}

export function useSetPersonResponsibility(orgId: number, movementId: number, processId: number, onPeople: (people: MovementPeople) => void) {
  return useMutation({
    mutationFn: ({ userId, responsibility }: { userId: string; responsibility: Responsibility }) =>
      setPersonResponsibility(orgId, movementId, userId, responsibility, processId),
    onSuccess: onPeople,
  });
}
