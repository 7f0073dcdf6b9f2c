import type { TooltipProps } from '@mantine/core';
import { Suspense } from 'react';
import { deferredComponent } from '../offline/deferred-component';

const LoadedTooltip = deferredComponent(() => import('./loaded-tooltip'), (m) => m.LoadedTooltip);

/**
 * A Tooltip for the header's buttons: the element is drawn at once and the tooltip joins it when its code has come
 * (floating-ui and Mantine's Popover machinery were ~15 KiB gzip of every signed-in screen, bench figure 1). The
 * element carries its own aria-label, so nothing is lost to assistive technology meanwhile.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <LoadedTooltip {...props}>{children}</LoadedTooltip>
    </Suspense>
  );
}
