import { Tooltip, type TooltipProps } from '@mantine/core';

/** Mantine's Tooltip in a file of its own, for deferred-tooltip.tsx to load after the first screen. */
export function LoadedTooltip(props: TooltipProps) {
  return <Tooltip {...props} />;
}
