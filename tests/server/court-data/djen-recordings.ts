import { readdirSync, readFileSync } from 'node:fs';

/**
 * The committed DJEN recordings (tests/fixtures/djen/*.json) and a fake `fetch` that answers from them: a request
 * gets the first unused recording whose path and query equal its own, then that recording again once all are used.
 */
export interface Recording {
  request: { method: 'GET'; path: string; query: Record<string, string> };
  response: { status: number; headers: Record<string, string>; body: unknown };
}

export interface RecordingFile {
  source: string;
  recordedAt: string;
  anonymisation: string;
  notes: string;
  recordings: Recording[];
  template?: Record<string, unknown>;
  count?: number;
}

const DIR = new URL('../../fixtures/djen/', import.meta.url);

export const FIXTURE_NAMES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

export const loadFixture = (name: string): RecordingFile =>
  JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as RecordingFile;

export const bodyText = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

/** Whether a URL asks exactly what a recording was asked. */
export function matches(recording: Recording, url: URL): boolean {
  if (url.pathname !== recording.request.path) return false;
  const asked = Object.fromEntries(url.searchParams.entries());
  const recorded = recording.request.query;
  const keys = new Set([...Object.keys(asked), ...Object.keys(recorded)]);
  return [...keys].every((key) => asked[key] === recorded[key]);
}

export interface FakeFetch {
  fetch: typeof fetch;
  urls: URL[];
}

/** Unmatched requests answer an empty page (what the service answers a query with no result). */
export function fakeFetch(recordings: Recording[]): FakeFetch {
  const used = new Set<Recording>();
  const urls: URL[] = [];
  const answer = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    urls.push(url);
    const candidates = recordings.filter((recording) => matches(recording, url));
    const recording = candidates.find((candidate) => !used.has(candidate)) ?? candidates.at(-1);
    if (!recording)
      return new Response(JSON.stringify({ status: 'success', message: 'Sucesso', count: 0, items: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    used.add(recording);
    return new Response(bodyText(recording.response.body), {
      status: recording.response.status,
      headers: recording.response.headers,
    });
  }) as typeof globalThis.fetch;
  return { fetch: answer, urls };
}

/** A clock that only moves when the code under test sleeps: spacing and back-off become visible numbers. */
export function fakeTime(start = Date.UTC(2026, 2, 12, 12)): {
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  sleeps: number[];
} {
  let now = start;
  const sleeps: number[] = [];
  return {
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms);
      now += ms;
    },
    sleeps,
  };
}
