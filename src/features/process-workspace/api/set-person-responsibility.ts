import { useMutation } from '@tanstack/react-query';
import type { MovementPeople, Responsibility } from '../../../contract/movements';
import { movementPeopleEndpoints } from '../../../contract/endpoints/movement-people';
import { callApi } from '../../../lib/http/call-api';

/** PUT …/moviment/{m}/people/{x}/responsability/{r} {processId} — assigns the person if needed. */
export function setPersonResponsibility(
  orgId: number,
  movementId: number,
  userId: string,
  responsibility: Responsibility,
  processId: number,
): Promise<MovementPeople> {
  return callApi(movementPeopleEndpoints.setPersonResponsibility, {
    params: { orgId, movementId, userId, responsibility },
    body: { processId },
    expectedStatuses: [400, 404],
  });
}

export function useSetPersonResponsibility(
  orgId: number,
  movementId: number,
  processId: number,
  onPeople: (people: MovementPeople) => void,
) {
  return useMutation({
    mutationFn: ({ userId, responsibility }: { userId: string; responsibility: Responsibility }) =>
      setPersonResponsibility(orgId, movementId, userId, responsibility, processId),
    onSuccess: onPeople,
  });
}
