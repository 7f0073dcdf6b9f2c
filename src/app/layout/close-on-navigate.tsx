import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Calls `onNavigate` once the address changes (not when it mounts): the phone's open menu closes whichever link was
 * used, the header's bell and the user menu's items as well as its own. A leaf, mounted only while the menu is open,
 * so a navigation re-renders it alone, not the shell around it.
 */
export function CloseOnNavigate({ onNavigate }: { onNavigate: () => void }) {
  const [location] = useLocation();
  const openedAt = useRef(location);
  useEffect(() => {
    if (location !== openedAt.current) onNavigate();
  }, [location, onNavigate]);
  return null;
}
