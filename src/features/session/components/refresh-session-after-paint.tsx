import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { refreshStaleSession } from '../refresh-session';
import { useSession } from '../session-context';

/**
 * Refreshes the session's stale queries once the screen it is drawn with has painted (the frame, then a task): see
 * REFRESH_AFTER_FIRST_SCREEN. Mounted beside the first page, so the page's own first render comes first.
 */
export function RefreshSessionAfterPaint(): null {
  const queryClient = useQueryClient();
  const orgId = useSession().organization.id;
  useEffect(() => afterNextPaint(() => refreshStaleSession(queryClient, orgId)), [queryClient, orgId]);
  return null;
}
