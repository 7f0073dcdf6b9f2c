import type { LayoutInput, LayoutPositions } from './graph-layout';

type Reply = { id: number; positions?: LayoutPositions; error?: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (p: LayoutPositions) => void; reject: (e: Error) => void }>();

function layoutWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./layout-worker.ts', import.meta.url), { type: 'module', name: 'graph-layout' });
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const pending = waiting.get(event.data.id);
    if (!pending) return;
    waiting.delete(event.data.id);
    if (event.data.positions) pending.resolve(event.data.positions);
    else pending.reject(new Error(event.data.error ?? 'layout failed'));
  };
  worker.onerror = (event) => {
    for (const pending of waiting.values()) pending.reject(new Error(event.message || 'layout worker failed'));
    waiting.clear();
    worker = null;
  };
  return worker;
}

/** The positions of a graph, computed in the layout worker (one shared worker for the route's lifetime). */
export function layoutInWorker(input: LayoutInput): Promise<LayoutPositions> {
  const id = nextId++;
  return new Promise<LayoutPositions>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    layoutWorker().postMessage({ id, input });
  });
}
