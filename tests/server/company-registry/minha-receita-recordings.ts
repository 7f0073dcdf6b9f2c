import { listenLocal } from '../helpers/local-server.ts';
import { bodyText, fixtureFolder, recordingPicker, urlOf, type Recording } from '../helpers/recordings.ts';

/**
 * The committed Minha Receita recordings (tests/fixtures/minha-receita/*.json), a fake `fetch` and a local fake
 * server (127.0.0.1, random port) answering from them (matching: tests/server/helpers/recordings.ts); unmatched
 * requests get the service's 404.
 */
export type { Recording, RecordingFile } from '../helpers/recordings.ts';

const folder = fixtureFolder('minha-receita');
export const FIXTURE_NAMES = folder.names;
export const loadFixture = folder.load;

export const recordingsOf = (...names: string[]): Recording[] => names.flatMap((name) => loadFixture(name).recordings);

const NOT_FOUND = { status: 404, headers: { 'content-type': 'application/json' }, body: { message: 'não encontrado' } };

export interface FakeFetch {
  fetch: typeof fetch;
  urls: URL[];
}

/** `prefix`: a BrasilAPI-like path removed before matching. */
export function fakeFetch(recordings: Recording[], prefix = ''): FakeFetch {
  const pick = recordingPicker(recordings, prefix);
  const urls: URL[] = [];
  const fetchFake = (async (input: string | URL | Request) => {
    const url = urlOf(input);
    urls.push(url);
    const { status, headers, body } = pick(url)?.response ?? NOT_FOUND;
    return new Response(bodyText(body), { status, headers });
  }) as typeof fetch;
  return { fetch: fetchFake, urls };
}

export interface FakeRegistry {
  url: string;
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeRegistry(recordings: Recording[]): Promise<FakeRegistry> {
  const pick = recordingPicker(recordings);
  const requests: URL[] = [];
  const server = await listenLocal((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, headers, body } = pick(url)?.response ?? NOT_FOUND;
    response.writeHead(status, headers).end(bodyText(body));
  });
  return { ...server, requests };
}
