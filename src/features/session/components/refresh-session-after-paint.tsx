import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshStaleSession } from '../refresh-session';
import { useSession } from '../session-context';

/**
 * Refreshes the session's stale queries once the screen it is drawn with has painted (the frame, then a task): see
 * REFRESH_AFTER_FIRST_SCREEN. Mounted beside the first page, so the page's own first render comes first.
 */
export function RefreshSessionAfterPaint(): null {
  const queryClient = useQueryClient();
  const orgId = useSession().organization.id;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => refreshStaleSession(queryClient, orgId), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [queryClient, orgId]);
  return null;
}
