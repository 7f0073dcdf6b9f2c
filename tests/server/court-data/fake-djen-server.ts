import { listenLocal } from '../helpers/local-server.ts';
import { bodyText, recordingPicker, type Recording } from '../helpers/recordings.ts';
import { EMPTY_PAGE } from './djen-recordings.ts';

/**
 * A local stand-in for the DJEN on 127.0.0.1: answers each request from the recordings (the first unused match,
 * then the last match again) and, like the real service, answers an empty page with `count` filled whenever a
 * client asks for more than 50 items a page. Unmatched requests get an empty page.
 */
export interface FakeDjen {
  url: string;
  requests: URL[];
  /** Replaces what the service answers from now on (a later day: a cancellation, an outage). */
  serve(recordings: Recording[]): void;
  close(): Promise<void>;
}

const json = { 'content-type': 'application/json' };

export async function startFakeDjen(initial: Recording[]): Promise<FakeDjen> {
  let pick = recordingPicker(initial);
  const requests: URL[] = [];
  const server = await listenLocal((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const recording = pick(url);
    if (Number(url.searchParams.get('itensPorPagina')) > 50) {
      const body = recording?.response.body;
      const count = typeof body === 'object' && body !== null ? ((body as { count?: number }).count ?? 0) : 0;
      response.writeHead(200, json).end(JSON.stringify({ ...EMPTY_PAGE, count }));
      return;
    }
    if (!recording) {
      response.writeHead(200, json).end(JSON.stringify(EMPTY_PAGE));
      return;
    }
    response.writeHead(recording.response.status, recording.response.headers).end(bodyText(recording.response.body));
  });
  return {
    ...server,
    requests,
    serve(next) {
      pick = recordingPicker(next);
    },
  };
}
