/** Organization-scoped keys start with ['organization', id] (see features/session/api/session-keys.ts). */
export const dashboardKeys = {
  balance: (holderId: number, organizationId: number) =>
    ['organization', organizationId, 'holder', holderId, 'balance'] as const,
};
