import { prefetchSession } from '../features/session/prefetch-session';
import { sharedQueryClient } from './query-client';

/**
 * The moment a sign-in succeeds, the session's requests start beside the shell's chunk (which brings this module):
 * otherwise they run one after the other (chunks, then the gate's user and organizations, then holders, then the
 * page's chunk), each a round trip of a slow link.
 */
export function warmUpAfterSignIn(): void {
  void prefetchSession(sharedQueryClient());
}
