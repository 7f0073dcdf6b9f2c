import { createContext, useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { afterNextPaint } from '../lib/after-next-paint';

interface BrowserLocation {
  pathname: string;
  search: string;
}

const read = (): BrowserLocation => ({ pathname: location.pathname, search: location.search });

// Two contexts of strings: a change of the search re-renders what reads the search, not every link and route.
const PathnameContext = createContext<string | null>(null);
const SearchContext = createContext<string | null>(null);

/** wouter's location hook: the path this render is for (one state for the tree: path and search change together). */
function usePathnameHook(): [string, typeof navigate] {
  return [useContext(PathnameContext) ?? location.pathname, navigate];
}

function useSearchHook(): string {
  return useContext(SearchContext) ?? location.search;
}

/** wouter patches history.pushState / replaceState to raise these (imported above through its navigate). */
const LOCATION_EVENTS = ['popstate', 'pushState', 'replaceState', 'hashchange'] as const;
/** The inputs whose task may open another page: a press (a link, a row) or a key (Enter on a link). */
const INPUT_EVENTS = ['click', 'keydown'] as const;
/** A page in the background paints no frame: the page it opens renders after this at the latest. */
const NO_FRAME_MS = 100;

/**
 * The router's location, held in React state instead of wouter's `useSyncExternalStore` (whose updates render
 * within the task that changed the address). A press or a key that opens another page has its frame painted first
 * (its pressed state, the address) and the page rendered in the task after: an interaction is answered at the next
 * frame, not after the whole next page (INP). The page renders in one piece, as before — a transition would cut it
 * into slices with frames between them and draw it later. Everything else (the search of the same page, a replace
 * such as a redirect, the back button, a navigation made by code) renders at once, as before.
 */
export function LocationRouter({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState(read);
  const latest = useRef(current);
  // Layout effect, and the location read again once subscribed: a child's Redirect (a layout effect, which runs
  // before this one) may have navigated before the listener was there.
  useLayoutEffect(() => {
    let inputTask = false;
    const onInput = () => {
      if (inputTask) return;
      inputTask = true;
      setTimeout(() => (inputTask = false), 0);
    };
    const onLocation = (event: Event) => {
      const next = read();
      const before = latest.current;
      if (next.pathname === before.pathname && next.search === before.search) return;
      latest.current = next;
      // The newest address when it runs: an urgent change meanwhile has drawn it already (React then bails out).
      if (inputTask && event.type === 'pushState' && next.pathname !== before.pathname)
        afterNextPaint(() => setCurrent(latest.current), NO_FRAME_MS);
      else setCurrent(next);
    };
    for (const type of INPUT_EVENTS) addEventListener(type, onInput, { capture: true, passive: true });
    for (const type of LOCATION_EVENTS) addEventListener(type, onLocation);
    onLocation(new Event('subscribed'));
    return () => {
      for (const type of INPUT_EVENTS) removeEventListener(type, onInput, { capture: true });
      for (const type of LOCATION_EVENTS) removeEventListener(type, onLocation);
    };
  }, []);
  return (
    <PathnameContext.Provider value={current.pathname}>
      <SearchContext.Provider value={current.search}>
        <Router hook={usePathnameHook} searchHook={useSearchHook}>
          {children}
        </Router>
      </SearchContext.Provider>
    </PathnameContext.Provider>
  );
}
