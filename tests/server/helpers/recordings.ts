import { readdirSync, readFileSync } from 'node:fs';

/**
 * Committed recorded answers of an outside source (tests/fixtures/<source>/*.json): each file holds requests (path and
 * query) and the answers they got. A request gets the first unused recording whose path and query equal its own,
 * then the last such recording again.
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

/** The fixture names of one source's folder and a reader for them. */
export function fixtureFolder<File extends RecordingFile = RecordingFile>(source: string) {
  const dir = new URL(`../../fixtures/${source}/`, import.meta.url);
  return {
    names: readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, '')),
    load: (name: string): File => JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as File,
  };
}

export const bodyText = (body: unknown): string => (typeof body === 'string' ? body : JSON.stringify(body));

export const urlOf = (input: string | URL | Request): URL =>
  new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

/** Whether a URL asks exactly what a recording was asked; `prefix` (a proxy's path) is removed first. */
export function matches(recording: Recording, url: URL, prefix = ''): boolean {
  const path = url.pathname.slice(prefix.length) || '/';
  if (path !== recording.request.path) return false;
  const asked = Object.fromEntries(url.searchParams.entries());
  const recorded = recording.request.query;
  const keys = new Set([...Object.keys(asked), ...Object.keys(recorded)]);
  return [...keys].every((key) => asked[key] === recorded[key]);
}

/** The recording that answers each request: the first unused match, then the last match again; null when none. */
export function recordingPicker(recordings: readonly Recording[], prefix = '') {
  const used = new Set<Recording>();
  return (url: URL): Recording | null => {
    const candidates = recordings.filter((recording) => matches(recording, url, prefix));
    const recording = candidates.find((candidate) => !used.has(candidate)) ?? candidates.at(-1) ?? null;
    if (recording) used.add(recording);
    return recording;
  };
}
