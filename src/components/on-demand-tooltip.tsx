import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, type ReactElement, type Ref } from 'react';
import { useFirstUse, type FirstUseHandlers } from './use-first-use';

interface TargetProps extends FirstUseHandlers<HTMLElement> {
  ref?: Ref<HTMLElement>;
}

interface Props extends Omit<TooltipProps, 'children' | 'events' | 'opened' | 'defaultOpened'> {
  /** The button the tooltip names (a Mantine ActionIcon or Button, which take a ref and carry their own aria-label). */
  children: ReactElement<TargetProps>;
}

/**
 * A hover tooltip whose machinery (floating-ui's hooks and effects) mounts on the first hover, focus or tap of its
 * button (use-first-use.ts), like LazyMenu: the bill's copy button took ~15 ms of the render that a tap on a bill
 * waits for at 4× CPU, and rows of a list had one each. Armed by a mouse it opens at once (the pointer is already on
 * the button); by the keyboard or a finger it stays closed, as Mantine's hover-only tooltip does.
 */
export function OnDemandTooltip({ children, ...tooltip }: Props) {
  const { armed, ref, handlers } = useFirstUse<HTMLElement>();
  if (armed) {
    const byMouse = !armed.open && !armed.refocus;
    return (
      <Tooltip {...tooltip} defaultOpened={byMouse}>
        {cloneElement(children, { ref })}
      </Tooltip>
    );
  }
  return cloneElement(children, handlers(children.props));
}
