import type { TooltipProps } from '@mantine/core';
import { deferredComponent } from '../offline/deferred-component';

const LoadedTooltip = deferredComponent(
  () => import('./loaded-tooltip'),
  (m) => m.LoadedTooltip,
);

/**
 * A Tooltip for buttons on every signed-in screen: the element is drawn at once and the tooltip joins it when its code
 * has come (floating-ui and Mantine's Popover machinery were ~15 KiB gzip of every signed-in screen).
 * The elements carry their own aria-label or attribute, so nothing is lost to assistive technology meanwhile.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <LoadedTooltip {...props} fallback={children}>
      {children}
    </LoadedTooltip>
  );
}
