import type { QueryClient } from '@tanstack/react-query';
import { prefetchSession } from '../features/session/prefetch-session';
import { paths } from '../lib/paths';
import { preloadShellFor } from './page-chunks';

/**
 * The moment a sign-in succeeds: the shell's and the home page's chunks and the session's requests all start at once.
 * Otherwise they run one after the other (chunks, then the gate's user and organizations, then holders, then the
 * page's chunk), each a round trip of a slow link (bench figure 3).
 */
export function warmUpAfterSignIn(queryClient: QueryClient): void {
  preloadShellFor(paths.home.getHref());
  void prefetchSession(queryClient);
}
