import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../contract/api-marker';

/**
 * Who answered a request: 'api' — our API, recognisably (its marker, src/contract/api-marker.ts);
 * 'portal' — someone else answered in its place (a captive portal's redirect, login page, 511 or foreign JSON);
 * 'gateway' — a proxy's bare 502/503/504 in front of a dead server. Only 'api' is an answer; the other two are
 * "the server does not answer", and nothing may be taken as sent or stored.
 */
export type Answerer = 'api' | 'portal' | 'gateway';

/** What the judge needs of a response, for fetch's Response and XHR alike. */
export interface AnswerLike {
  status: number;
  header: (name: string) => string | null;
  /** A redirect was followed on the way (fetch's `redirected`, an XHR whose responseURL moved). */
  redirected: boolean;
}

/** The one check every request, upload, probe and identity call goes through. */
export function whoAnswered(answer: AnswerLike): Answerer {
  // An opaque redirect (redirect: 'manual') or a followed one: the API never redirects its own calls.
  if (answer.status === 0 || answer.redirected) return 'portal';
  if (answer.header(API_MARKER_HEADER) === API_MARKER_VALUE) return 'api';
  return answer.status === 502 || answer.status === 503 || answer.status === 504 ? 'gateway' : 'portal';
}

export function fetchAnswer(response: Response): AnswerLike {
  return {
    status: response.type === 'opaqueredirect' ? 0 : response.status,
    header: (name) => response.headers.get(name),
    redirected: response.redirected,
  };
}

/** `url` is what was opened: an XHR that followed a redirect reports the final address in responseURL. */
export function xhrAnswer(xhr: XMLHttpRequest, url: string): AnswerLike {
  const landed = xhr.responseURL;
  const opened = new URL(url, typeof location === 'undefined' ? 'http://localhost/' : location.href).href;
  return {
    status: xhr.status,
    header: (name) => xhr.getResponseHeader(name),
    redirected: landed !== '' && landed !== opened,
  };
}

/**
 * A successful answer must also be what the endpoint sends: JSON where JSON is due, and a body that passes the
 * caller's check of its schema. An HTML page or a foreign JSON with our marker (a broken proxy cache) is no answer
 * either — the movement it would confirm may not be stored.
 */
export function isExpectedSuccess(
  contentType: string | null,
  body: unknown,
  accept?: (body: unknown) => boolean,
): boolean {
  if (!accept) return true;
  return (contentType ?? '').includes('json') && accept(body);
}
