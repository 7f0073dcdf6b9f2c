import type { ReactNode } from 'react';
import {
  OFFLINE_ACTION_REASON,
  PORTAL_ACTION_REASON,
  SERVER_DOWN_ACTION_REASON,
  useConnectivity,
} from '../lib/network';
import { DeferredTooltip } from './deferred-tooltip';

interface Props {
  /** Renders the action; `offline` disables it. */
  children: (offline: boolean) => ReactNode;
}

/**
 * Wraps an action that needs the network: offline it is rendered disabled, with the Portuguese reason as its tooltip
 * (on a wrapper, since disabled buttons get no pointer events). The tooltip's code comes after the first screen (it is
 * on the home page); the reason is in the wrapper's attribute from the start.
 */
export function NeedsNetwork({ children }: Props) {
  const state = useConnectivity();
  if (state === 'online') return <>{children(false)}</>;
  const reason =
    state === 'server-down'
      ? SERVER_DOWN_ACTION_REASON
      : state === 'portal'
        ? PORTAL_ACTION_REASON
        : OFFLINE_ACTION_REASON;
  return (
    <DeferredTooltip label={reason} multiline w={240} withArrow events={{ hover: true, focus: true, touch: true }}>
      <span style={{ display: 'inline-block' }} data-offline-reason={reason} tabIndex={0}>
        {children(true)}
      </span>
    </DeferredTooltip>
  );
}
