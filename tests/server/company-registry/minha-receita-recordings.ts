import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The committed Minha Receita recordings (tests/fixtures/minha-receita/*.json), a fake `fetch` and a local fake
 * server (127.0.0.1, random port) answering from them: a request gets the first unused recording whose path and
 * query equal its own, then the last such recording again; unmatched requests get the service's 404.
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
}

const DIR = new URL('../../fixtures/minha-receita/', import.meta.url);

export const FIXTURE_NAMES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

export const loadFixture = (name: string): RecordingFile =>
  JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as RecordingFile;

export const recordingsOf = (...names: string[]): Recording[] => names.flatMap((name) => loadFixture(name).recordings);

const bodyText = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

/** path relative to the service's root (a BrasilAPI-like prefix is removed first). */
function matches(recording: Recording, url: URL, prefix: string): boolean {
  const path = url.pathname.slice(prefix.length) || '/';
  if (path !== recording.request.path) return false;
  const asked = Object.fromEntries(url.searchParams.entries());
  const keys = new Set([...Object.keys(asked), ...Object.keys(recording.request.query)]);
  return [...keys].every((key) => asked[key] === recording.request.query[key]);
}

function picker(recordings: Recording[], prefix: string) {
  const used = new Set<Recording>();
  return (url: URL): Recording | null => {
    const candidates = recordings.filter((recording) => matches(recording, url, prefix));
    const recording = candidates.find((candidate) => !used.has(candidate)) ?? candidates.at(-1) ?? null;
    if (recording) used.add(recording);
    return recording;
  };
}

const NOT_FOUND = { status: 404, headers: { 'content-type': 'application/json' }, body: { message: 'não encontrado' } };

export interface FakeFetch {
  fetch: typeof fetch;
  urls: URL[];
}

export function fakeFetch(recordings: Recording[], prefix = ''): FakeFetch {
  const pick = picker(recordings, prefix);
  const urls: URL[] = [];
  const fetchFake = (async (input: string | URL | Request) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
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
  const pick = picker(recordings, '');
  const requests: URL[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const { status, headers, body } = pick(url)?.response ?? NOT_FOUND;
    response.writeHead(status, headers).end(bodyText(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
