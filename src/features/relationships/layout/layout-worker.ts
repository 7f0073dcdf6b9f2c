import { computeLayout, type LayoutInput } from './graph-layout';

/** Lays large groups out off the main thread: a 2,000-entity group never blocks taps or scrolling. */
self.onmessage = (event: MessageEvent<{ id: number; input: LayoutInput }>) => {
  const { id, input } = event.data;
  try {
    self.postMessage({ id, positions: computeLayout(input) });
  } catch (error) {
    self.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
