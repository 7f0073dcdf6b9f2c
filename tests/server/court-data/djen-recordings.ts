import {
  bodyText,
  fixtureFolder,
  recordingPicker,
  urlOf,
  type Recording,
  type RecordingFile as BaseRecordingFile,
} from '../helpers/recordings.ts';

/**
 * The committed DJEN recordings (tests/fixtures/djen/*.json) and a fake `fetch` that answers from them (matching:
 * tests/server/helpers/recordings.ts).
 */
export type { Recording } from '../helpers/recordings.ts';

/** A DJEN file may describe a page by a template item repeated `count` times. */
export interface RecordingFile extends BaseRecordingFile {
  template?: Record<string, unknown>;
  count?: number;
}

const folder = fixtureFolder<RecordingFile>('djen');
export const FIXTURE_NAMES = folder.names;
export const loadFixture = folder.load;

/** What the service answers a query with no result. */
export const EMPTY_PAGE = { status: 'success', message: 'Sucesso', count: 0, items: [] };

export interface FakeFetch {
  fetch: typeof fetch;
  urls: URL[];
}

/** Unmatched requests answer an empty page. */
export function fakeFetch(recordings: Recording[]): FakeFetch {
  const pick = recordingPicker(recordings);
  const urls: URL[] = [];
  const answer = (async (input: string | URL | Request) => {
    const url = urlOf(input);
    urls.push(url);
    const recording = pick(url);
    if (!recording)
      return new Response(JSON.stringify(EMPTY_PAGE), { headers: { 'content-type': 'application/json' } });
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
