import { createContext, startTransition, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';

interface BrowserLocation {
  pathname: string;
  search: string;
}

const read = (): BrowserLocation => ({ pathname: location.pathname, search: location.search });

const LocationContext = createContext<BrowserLocation | null>(null);

/** wouter's location hook: the path this render is for (one value for the whole tree, path and search together). */
function usePathnameHook(): [string, typeof navigate] {
  return [useContext(LocationContext)?.pathname ?? location.pathname, navigate];
}

function useSearchHook(): string {
  return useContext(LocationContext)?.search ?? location.search;
}

/** wouter patches history.pushState / replaceState to raise these (imported above through its navigate). */
const EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;

/**
 * The router's location, held in React state instead of wouter's `useSyncExternalStore` (whose updates always render
 * synchronously). A push to another path — a tap on a link, a `navigate` — renders the next page in a transition:
 * the tap's frame is painted at once and the page is drawn in slices. Every other change (a search of the same page,
 * a replace such as a redirect, the back button) renders synchronously, as before. Each route has a Suspense
 * boundary of its own (router.tsx, shell-routes.tsx), so a page whose code is not in yet shows its loader, not the
 * page it replaces.
 */
export function TransitionLocationRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState(read);
  const latest = useRef(current);
  // Layout effect, and the location read again once subscribed: a child's Redirect (a layout effect, which runs
  // before this one) may have navigated before the listener was there.
  useLayoutEffect(() => {
    const update = (event: Event) => {
      const next = read();
      const before = latest.current;
      if (next.pathname === before.pathname && next.search === before.search) return;
      latest.current = next;
      if (event.type === 'pushState' && next.pathname !== before.pathname) startTransition(() => setCurrent(next));
      else setCurrent(next);
    };
    for (const type of EVENTS) addEventListener(type, update);
    update(new Event('subscribed'));
    return () => {
      for (const type of EVENTS) removeEventListener(type, update);
    };
  }, []);
  return (
    <LocationContext.Provider value={current}>
      <Router hook={usePathnameHook} searchHook={useSearchHook}>
        {children}
      </Router>
    </LocationContext.Provider>
  );
}
