import { fetchAnswer, whoAnswered } from './api-answer';

/**
 * A JSON file of the PWA's own origin (app-config.json), without the API client: the boot reads it before anything
 * else, and the client's code is not in the login screen's file. Same mode and credentials as
 * index.html's preload of it, so the browser reuses that response.
 */
export async function fetchStaticJson(path: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(path, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  // Served by the API's server: a captive portal's page or JSON in its place is not the file.
  if (whoAnswered(fetchAnswer(response)) !== 'api') throw new Error(`${path}: not answered by the server`);
  return (await response.json()) as unknown;
}
