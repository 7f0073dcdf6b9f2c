import { Menu, type MenuProps } from '@mantine/core';
import { flushSync } from 'react-dom';
import {
  cloneElement,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';

interface TargetProps {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

interface Props extends Omit<MenuProps, 'children' | 'opened' | 'defaultOpened' | 'onChange'> {
  /** The button that opens the menu (a Mantine Button or ActionIcon, which take a ref). */
  target: ReactElement<TargetProps>;
  /** The menu's `Menu.Dropdown`. */
  children: ReactNode;
}

/** Buttons with a press in progress: its focus must not swap the element before the release, or the tap's click is lost. */
const pressed = new WeakSet<Element>();

interface Armed {
  /** Opened at once: the first click came before the menu was there. */
  open: boolean;
  /** The button had focus: the new element takes it back. */
  refocus: boolean;
}

/**
 * A Mantine Menu whose machinery (floating-ui, the popover, its portal) mounts on the first hover, focus or click of
 * its button. A closed Menu in every row of a list cost a render and a cascading re-render each (floating-ui keeps
 * the button in state, set during the commit) when the list was drawn: Atividades' and Usuários' blocking time.
 * Until then the button is drawn alone and announces its menu.
 */
export function LazyMenu({ target, children, ...menu }: Props) {
  const [armed, setArmed] = useState<Armed | null>(null);
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    // Wrapped by the menu, the button is a new element: focus follows it, or a keyboard user would lose their place.
    if (armed?.refocus) ref.current?.focus();
  }, [armed]);

  if (armed) {
    return (
      <Menu {...menu} defaultOpened={armed.open}>
        <Menu.Target>{cloneElement(target, { ref })}</Menu.Target>
        {children}
      </Menu>
    );
  }
  const own = target.props;
  const arm = (next: Armed) => setArmed((current) => current ?? next);
  return cloneElement(target, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    // A mouse hovers before it clicks; a finger's pointer enters in the same gesture as its tap, so a tap arms on click.
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event);
      // At once, within the hover: a press that came before the swap would be released on another element.
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
      // The click reached the bare button: whatever else armed the menu in the meantime, it opens now.
      setArmed({ open: true, refocus: document.activeElement === event.currentTarget });
    },
  });
}
