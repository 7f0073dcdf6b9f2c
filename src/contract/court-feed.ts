import { Type, type Static } from 'typebox';

/**
 * The court feed (server/feed/court-feed.ts) adds movements to active processes (CHANGE_MOVIMENT notifications
 * when settings.notifications.changeProcess) and new processes for monitored documents (NEW_PROCESS when
 * newProcess). The first sync of a newly monitored document records a baseline and raises no alert.
 *
 * POST /v1/test/court-feed exists only when the server runs with test routes enabled (E2E_TEST_ROUTES=1);
 * it needs no token and runs one cycle.
 */
export const CourtFeedRequest = Type.Object(
  {
    organizationId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    seed: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    movements: Type.Optional(Type.Integer({ minimum: 0, maximum: 100, description: 'movements to add (default 3)' })),
    documentNumber: Type.Optional(
      Type.String({
        pattern: '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$',
        description:
          'Normalized document: the new process goes to this monitored document (after its baseline) instead of the one synced longest ago',
      }),
    ),
  },
  { additionalProperties: false },
);
export type CourtFeedRequest = Static<typeof CourtFeedRequest>;

export const CourtFeedReport = Type.Object({
  organizations: Type.Array(
    Type.Object({
      organizationId: Type.Integer(),
      movementsAdded: Type.Integer(),
      processesAdded: Type.Integer(),
      baselines: Type.Integer({ description: 'monitored documents synced for the first time (no alerts)' }),
      notificationsCreated: Type.Integer(),
      processIds: Type.Array(Type.Integer({ description: 'processes that changed or were created' })),
    }),
  ),
  ranAt: Type.String(),
});
export type CourtFeedReport = Static<typeof CourtFeedReport>;
