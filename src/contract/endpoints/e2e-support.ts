import { defineEndpoint } from './define-endpoint.ts';

/** Registered only when the server is built with test routes (E2E_TEST_ROUTES=1); hidden from OpenAPI. */
export const e2eSupportEndpoints = {
  /** Runs one court-feed cycle now, as the timer would. */
  runCourtFeed: defineEndpoint({
    method: 'POST',
    path: '/v1/test/court-feed',
    schemas: (s) => ({ body: s.courtFeed.CourtFeedRequest, response: { 200: s.courtFeed.CourtFeedReport } }),
  }),
};
