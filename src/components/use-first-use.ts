import { flushSync } from 'react-dom';
import {
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type RefObject,
} from 'react';

/** The handlers a bare control chains with its own while it waits for its first use. */
export interface FirstUseHandlers<E extends HTMLElement> {
  onClick?: (event: MouseEvent<E>) => void;
  onFocus?: (event: FocusEvent<E>) => void;
  onPointerEnter?: (event: PointerEvent<E>) => void;
  onPointerDown?: (event: PointerEvent<E>) => void;
}

export interface Armed {
  /** Opened at once: the first click came before the real control was there. */
  open: boolean;
  /** The bare control had focus: the real one takes it back. */
  refocus: boolean;
}

/** Controls with a press in progress: its focus must not swap the element before the release, or the tap's click is lost. */
const pressed = new WeakSet<Element>();

/**
 * For a control whose machinery (floating-ui, a popover, its portal) is drawn only once it is used: a closed Menu or
 * Select in every row or filter bar cost a render and a cascading re-render each (floating-ui keeps its target in
 * state, set during the commit) when the screen was drawn. Until `armed`, the bare element is drawn with `handlers`:
 * a mouse arms it on hover (at once, so that a press is not split across two elements), the keyboard on focus (focus
 * moves to the real control through `ref`), a finger on its click (which opens it at once).
 */
export function useFirstUse<E extends HTMLElement>(): {
  armed: Armed | null;
  ref: RefObject<E | null>;
  handlers: (own: FirstUseHandlers<E>) => Required<FirstUseHandlers<E>>;
} {
  const [armed, setArmed] = useState<Armed | null>(null);
  const ref = useRef<E>(null);
  useLayoutEffect(() => {
    // The real control is a new element: focus follows it, or a keyboard user would lose their place.
    if (armed?.refocus) ref.current?.focus();
  }, [armed]);
  const arm = (next: Armed) => setArmed((current) => current ?? next);
  const handlers = (own: FirstUseHandlers<E>): Required<FirstUseHandlers<E>> => ({
    // A mouse hovers before it clicks; a finger's pointer enters in the same gesture as its tap, so a tap arms on click.
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') flushSync(() => arm({ open: false, refocus: false }));
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event);
      pressed.add(event.currentTarget);
    },
    onFocus: (event) => {
      own.onFocus?.(event);
      if (!pressed.has(event.currentTarget)) arm({ open: false, refocus: true });
    },
    onClick: (event) => {
      own.onClick?.(event);
      pressed.delete(event.currentTarget);
      // The click reached the bare element: whatever else armed it in the meantime, it opens now.
      setArmed({ open: true, refocus: document.activeElement === event.currentTarget });
    },
  });
  return { armed, ref, handlers };
}
