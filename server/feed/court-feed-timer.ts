import type { CourtFeedReport } from '../../src/contract/court-feed.ts';
import type { Db } from '../db/db.ts';
import { runCourtFeed, type CourtFeedOptions } from './court-feed.ts';

export interface CourtFeedTimerOptions {
  intervalMs: number;
  movements?: number;
  onReport?: (report: CourtFeedReport) => void;
  onError?: (error: unknown) => void;
  /** Each cycle's new notifications, after commit (the push dispatcher's enqueue). */
  onNotificationsCreated?: CourtFeedOptions['onNotificationsCreated'];
}

/** Runs the court feed every intervalMs (never two cycles at once); returns stop(). The timer does not hold the process open. */
export function startCourtFeedTimer(db: Db, options: CourtFeedTimerOptions): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runCourtFeed(db, { movements: options.movements, onNotificationsCreated: options.onNotificationsCreated })
      .then((report) => options.onReport?.(report))
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
