import { DEMO_COURT_DATA } from '../court-data/court-data-config.ts';
import { createDemoCommunications } from '../court-data/demo-communications.ts';
import type { CourtSyncSetup } from '../court-data/sync/court-sync-job.ts';

/**
 * The demo side of the court data: its communications provider (generated from the feed's catalogue) for the
 * synchronisation job, unscheduled. The demo court feed (court-feed.ts) keeps adding its movements as before.
 */
export const demoCourtSync = (): CourtSyncSetup => ({ config: DEMO_COURT_DATA, provider: createDemoCommunications() });
