import type { CDPSession } from '@playwright/test';
import type { TimedRequest } from './floor.ts';

export interface RecordedRequest extends TimedRequest {
  url: string;
  bytes: number;
  fromCache: boolean;
  /** The identity service's action (X-Amz-Target: all its calls share one URL). */
  target?: string;
}

/** Records every request of the page over CDP (monotonic seconds → ms), with the bytes that came over the link. */
export function recordWaterfall(cdp: CDPSession): { requests: () => RecordedRequest[]; stop: () => void } {
  const pending = new Map<string, { url: string; start: number; fromCache: boolean; target?: string }>();
  const done: RecordedRequest[] = [];
  const onSent = (e: {
    requestId: string;
    request: { url: string; headers?: Record<string, string> };
    timestamp: number;
  }) => {
    const target = e.request.headers?.['X-Amz-Target'] ?? e.request.headers?.['x-amz-target'];
    pending.set(e.requestId, {
      url: e.request.url,
      start: e.timestamp * 1000,
      fromCache: false,
      ...(target ? { target: target.replace(/^.*\./, '') } : {}),
    });
  };
  const onServed = (e: { requestId: string }) => {
    const p = pending.get(e.requestId);
    if (p) p.fromCache = true;
  };
  const onFinished = (e: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    const p = pending.get(e.requestId);
    if (!p) return;
    pending.delete(e.requestId);
    done.push({
      url: p.url,
      start: p.start,
      end: e.timestamp * 1000,
      bytes: p.fromCache ? 0 : e.encodedDataLength,
      fromCache: p.fromCache,
      ...(p.target ? { target: p.target } : {}),
    });
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.requestServedFromCache', onServed);
  cdp.on('Network.loadingFinished', onFinished);
  return {
    requests: () => [...done],
    stop: () => {
      cdp.off('Network.requestWillBeSent', onSent);
      cdp.off('Network.requestServedFromCache', onServed);
      cdp.off('Network.loadingFinished', onFinished);
    },
  };
}
